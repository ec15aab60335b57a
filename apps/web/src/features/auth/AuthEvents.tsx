import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { currentUserQueryKey } from './api';
import { listenForLoginSuccess } from './loginPopup';
import { postLoginDestination } from './redirect';

/**
 * After the popup reports success: re-check auth, then go where the user was heading
 * (docs/product/sign-in-and-accounts.md).
 */
export function AuthEvents() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      listenForLoginSuccess(() => {
        void (async () => {
          await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
          const destination = postLoginDestination();
          if (destination) void navigate(destination);
          else await queryClient.invalidateQueries(); // refresh everything the visitor saw
        })();
      }),
    [queryClient, navigate],
  );
  return null;
}
