import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ClassLinkLanding, useResumeClassLink } from '../features/customLinks';
import { PageLayout } from './shell/PageLayout';

/**
 * Any address with `?tid=` is a class link being opened (/tool?tid=..., also /?tid=):
 * its landing page shows instead of the route until the pupil goes on.
 */
export function ClassLinkGate({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const trackingId = params.get('tid')?.trim() ?? '';
  useResumeClassLink(trackingId !== '');
  if (!trackingId) return <>{children}</>;
  return (
    <PageLayout>
      <ClassLinkLanding key={trackingId} trackingId={trackingId} />
    </PageLayout>
  );
}
