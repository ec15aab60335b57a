import { AppShell } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navbar } from './Navbar';

/** Layout of the full-page screens (grid, editor, research, admin): the navbar over the page. */
export function PageLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Navbar />
      </AppShell.Header>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
