import '@mantine/notifications/styles.css';
import { MantineProvider, Menu, Modal, Notification, createTheme } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { LanguageFollowsAccount } from '../features/language';
import { LanguageRoot } from '../i18n';
import { ServerBusyNotice } from '../ui/ServerBusyNotice';
import { readableColors } from './readableColors';
import { router } from './router';

// The build gives each component its own stylesheet (vite/mantineStylesPerComponent.ts); the dev
// server's pre-bundled Mantine cannot, so it loads them all.
if (import.meta.env.DEV) void import('@mantine/core/styles.css');

// WCAG 2.1 AA asks 4.5:1 for text. Mantine's defaults are lighter: filled blue buttons and links
// (blue.6, 3.6:1), dimmed text (gray.6, 3.3:1) and error text (red.6, 3.6:1). One shade darker
// each passes (blue.8 4.9:1, gray.7 8:1, red.8 4.6:1); readableColors darkens the palettes that
// still fall short (green, teal, yellow, orange ...).
const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // Pupils who ask their system for less motion get dialogs and menus without animation.
  respectReducedMotion: true,
  components: {
    // Mantine's close buttons have no name of their own. Not 'Close': several dialogs have a
    // 'Close' button of their own, and two controls with one name cannot be told apart.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss dialog' } } }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } },
    }),
    // The focus placeholder is a focusable 'presentation' div inside role="menu", which breaks
    // the menu pattern (axe: aria-required-children); without it the first item takes focus.
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
  },
});

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
      <MantineProvider theme={theme} cssVariablesResolver={readableColors}>
        <Suspense fallback={null}>
          <Notifications position="top-right" />
        </Suspense>
        <ServerBusyNotice />
        <QueryClientProvider client={queryClient}>
          <LanguageFollowsAccount />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </LanguageRoot>
  );
}
