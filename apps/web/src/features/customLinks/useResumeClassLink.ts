import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth';
import { destinationFor, readActiveLink, writeActiveLink } from './activeLink';

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
}
