import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/http';
import { forgetClassroom } from '../../lib/useClassroom';
import { useAuth } from '../auth';
import { recordUserTracking } from './arrivalApi';
import { clearActiveLink, destinationFor, readActiveLink, writeActiveLink } from './activeLink';

/**
 * A pupil asked to sign in by a class link goes on once signed in, wherever the sign-in brought
 * them back to (the popup, or the full-page fallback that returns to /). `paused` while the
 * landing page itself is on screen: it goes on by itself.
 */
export function useResumeClassLink(paused: boolean) {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (paused || !isAuthenticated) return;
    const link = readActiveLink();
    if (!link?.awaitingSignIn) return;
    writeActiveLink({ ...link, awaitingSignIn: false });
    void navigate(destinationFor(link), { replace: true });
  }, [paused, isAuthenticated, navigate]);
  useRecordClassLink();
}

/**
 * Once signed in with a pending class link, puts it on the user record
 * (docs/product/custom-links.md), once per user: a story started later in another tab or on another
 * device is still tied to the link. A link deleted meanwhile is forgotten, with its room badge.
 */
function useRecordClassLink() {
  const { user } = useAuth();
  const userId = user?._id ?? null;
  useEffect(() => {
    const link = readActiveLink();
    if (!userId || !link || link.recordedFor === userId) return;
    let cancelled = false;
    recordUserTracking(link.trackingId).then(
      () => {
        const now = readActiveLink();
        if (!cancelled && now?.trackingId === link.trackingId)
          writeActiveLink({ ...now, recordedFor: userId });
      },
      (error: unknown) => {
        if (cancelled || !(error instanceof ApiError) || error.status !== 404) return;
        clearActiveLink();
        forgetClassroom();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [userId]);
}
