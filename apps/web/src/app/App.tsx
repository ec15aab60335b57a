import '@mantine/notifications/styles.css';
import { MantineProvider, createTheme, type CSSVariablesResolver } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { router } from './router';

// The build gives each component its own stylesheet (vite/mantineStylesPerComponent.ts); the dev
// server's pre-bundled Mantine cannot, so it loads them all.
if (import.meta.env.DEV) void import('@mantine/core/styles.css');

// WCAG 2.1 AA asks 4.5:1 for text. Mantine's defaults are lighter: filled blue buttons and links
// (blue.6, 3.6:1), dimmed text (gray.6, 3.3:1) and error text (red.6, 3.6:1). One shade darker
// each passes (blue.8 4.9:1, gray.7 8:1, red.8 4.6:1) everywhere at once.
const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
});

const readableColors: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColors}>
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
