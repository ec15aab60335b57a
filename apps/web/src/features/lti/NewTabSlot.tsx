import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { inFrameMode } from './frameToken';

// Loaded only in frame mode: outside a learning platform the first page carries none of it.
const OpenInNewTabButton = lazy(() =>
  import('./OpenInNewTabButton').then((m) => ({ default: m.OpenInNewTabButton })),
);

/**
 * The header's place for "Open in a new tab": empty outside a learning platform's frame, and on
 * the instructor's picker (its page posts back to the platform, which needs the frame). The
 * editor's crowded header shows the icon only.
 */
export function NewTabSlot({ iconOnly = false }: { iconOnly?: boolean }) {
  const { pathname } = useLocation();
  if (!inFrameMode() || pathname.startsWith('/lti/')) return null;
  return (
    <Suspense fallback={null}>
      <OpenInNewTabButton iconOnly={iconOnly} />
    </Suspense>
  );
}
