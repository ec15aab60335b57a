import '@mantine/notifications/styles.css';
import { MantineProvider, useDirection } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { LanguageFollowsAccount } from '../features/language';
import { LanguageRoot } from '../i18n';
import { ServerBusyNotice } from '../ui/ServerBusyNotice';
import { readableColors } from './readableColors';
import { router } from './router';
import { appTheme } from './theme';

// The build gives each component its own stylesheet (vite/mantineStylesPerComponent.ts); the dev
// server's pre-bundled Mantine cannot, so it loads them all.
if (import.meta.env.DEV) void import('@mantine/core/styles.css');

// The notices' container loads right after the first page (ui/toast.ts loads their store the same
// way); a notice shown before it is there waits in the store.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

export function App() {
  return (
    <LanguageRoot>
      <ThemedApp />
    </LanguageRoot>
  );
}

/** The app under its theme, made in the active language (LanguageRoot renders it again). */
function ThemedApp() {
  const theme = useMemo(() => appTheme(), []);
  // Notices come in at the reading direction's end corner: top right, top left in Arabic.
  const { dir } = useDirection();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColors}>
      <Suspense fallback={null}>
        <Notifications position={dir === 'rtl' ? 'top-left' : 'top-right'} />
      </Suspense>
      <ServerBusyNotice />
      <QueryClientProvider client={queryClient}>
        <LanguageFollowsAccount />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
