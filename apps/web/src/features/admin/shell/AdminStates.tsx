import { Button, Center, Code, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldX, IconTools } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { User } from '@dsb/core';
import { NOT_BUILT_TEXT } from './AdminHome';
import { ADMIN_HOME_PATH, type AdminTool } from './views';

function Panel({ children }: { children: ReactNode }) {
  return (
    <Center mih="50vh" p={{ base: 0, sm: 'md' }}>
      <Paper withBorder radius="md" p="xl" maw={520} w="100%">
        <Stack align="center" gap="sm" ta="center">
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

/**
 * Shown to a signed-in user without the admin flag (docs/product/admin-console.md), with the
 * current user object as debug information (their own record, so nothing is disclosed).
 */
export function AdminAccessDenied({ user }: { user: User | null }) {
  return (
    <Panel>
      <IconShieldX size={36} aria-hidden />
      <Title order={1} size="h2">
        Access Denied
      </Title>
      <Text c="dimmed">You don&apos;t have permission to access the admin console.</Text>
      <Button component={Link} to="/" variant="light">
        Back to Home
      </Button>
      <details style={{ width: '100%', textAlign: 'start' }}>
        <summary style={{ cursor: 'pointer' }}>
          <Text span size="sm">
            Debug information
          </Text>
        </summary>
        <Code block mt="xs" data-testid="admin-debug-user">
          {JSON.stringify(user, null, 2)}
        </Code>
      </details>
    </Panel>
  );
}

/** The address of a tool that a later update builds: an honest page, not an empty one. */
export function ToolNotBuilt({ tool }: { tool: AdminTool }) {
  return (
    <Panel>
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconTools size={26} aria-hidden />
      </ThemeIcon>
      <Title order={1} size="h2">
        {tool.pageTitle}
      </Title>
      <Text c="dimmed">{tool.description}</Text>
      <Text fw={500}>{NOT_BUILT_TEXT}: this tool is not built yet.</Text>
      <Button component={Link} to={ADMIN_HOME_PATH} variant="light">
        Back to Admin Console
      </Button>
    </Panel>
  );
}

/** An address under /admin that names no view. */
export function AdminNotFound() {
  return (
    <Panel>
      <Title order={1} size="h2">
        Page not found
      </Title>
      <Text c="dimmed">The admin console has no page at this address.</Text>
      <Button component={Link} to={ADMIN_HOME_PATH} variant="light">
        Back to Admin Console
      </Button>
    </Panel>
  );
}
