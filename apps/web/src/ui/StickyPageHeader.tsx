import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The bar under the navbar of the grid and research pages: full width, stays visible on scroll. */
export function StickyPageHeader({ children }: { children: ReactNode }) {
  return (
    <Paper
      component="header"
      py="xs"
      px="md"
      mx="calc(var(--mantine-spacing-md) * -1)"
      mt="calc(var(--mantine-spacing-md) * -1)"
      mb="md"
      radius={0}
      style={{
        position: 'sticky',
        top: 'var(--app-shell-header-height, 60px)',
        zIndex: 50,
        borderBottom: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      {children}
    </Paper>
  );
}
