import { Box, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAuth } from '../../auth';
import { AdminBreadcrumb } from './AdminBreadcrumb';
import { AdminShortcutsProvider } from './AdminShortcuts';
import { AdminAccessDenied } from './AdminStates';

/**
 * The console frame around every admin view: admins get the breadcrumb and the keyboard
 * shortcuts; anyone else the access-denied view. Sign-in itself is checked by the route's guard.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const { user, isAdmin } = useAuth();
  if (!isAdmin) return <AdminAccessDenied user={user} />;
  return (
    <AdminShortcutsProvider>
      <Box maw={1200} mx="auto">
        <Stack gap="md">
          <AdminBreadcrumb />
          {children}
        </Stack>
      </Box>
    </AdminShortcutsProvider>
  );
}
