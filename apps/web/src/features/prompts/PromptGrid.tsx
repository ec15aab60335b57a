import { SimpleGrid } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { Prompt } from '@dsb/core';
import { PromptCard, PromptCardSkeleton } from './PromptCard';
import { promptMessages } from './messages';
import { PromptDetailModal } from './PromptDetailModal';
import { usePromptActions } from './usePromptActions';

const COLS = { base: 1, sm: 2, lg: 3 };

// Admin-only code stays off the first page for everyone else (its weight budget:
// docs/performance.md).
const PromptAdminDialogs = lazy(() =>
  import('./PromptAdminDialogs').then((m) => ({ default: m.PromptAdminDialogs })),
);

type Dialog = { kind: 'detail' | 'edit' | 'delete' | null; prompt: Prompt | null };

/** Prompt cards in a responsive grid, with one detail, edit and delete dialog for the list. */
export function PromptGrid({ prompts, showMatch }: { prompts: Prompt[]; showMatch: boolean }) {
  const actions = usePromptActions();
  // The prompt stays while a dialog closes, so its content does not vanish mid-animation.
  const [dialog, setDialog] = useState<Dialog>({ kind: null, prompt: null });
  const open = (kind: Dialog['kind']) => (prompt: Prompt) => setDialog({ kind, prompt });
  const close = () => setDialog((d) => ({ ...d, kind: null }));

  return (
    <>
      <SimpleGrid cols={COLS} spacing="md">
        {prompts.map((prompt) => (
          <PromptCard
            key={prompt._id}
            prompt={prompt}
            showMatch={showMatch}
            actions={actions}
            onOpen={open('detail')}
            onEdit={open('edit')}
            onDelete={open('delete')}
          />
        ))}
      </SimpleGrid>
      <PromptDetailModal
        prompt={dialog.prompt}
        opened={dialog.kind === 'detail'}
        onClose={close}
        actions={actions}
      />
      {actions.isAdmin && (
        <Suspense fallback={null}>
          <PromptAdminDialogs prompt={dialog.prompt} kind={dialog.kind} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

export function PromptGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid cols={COLS} spacing="md" role="status" aria-label={promptMessages.browse.loading()}>
      {Array.from({ length: count }, (_, i) => (
        <PromptCardSkeleton key={i} />
      ))}
    </SimpleGrid>
  );
}
