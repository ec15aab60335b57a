import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArchive,
  IconChartPie,
  IconClockHour4,
  IconDatabase,
  IconDownload,
  IconEye,
  IconMessageQuestion,
  IconPlugConnected,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ADMIN_TOOLS, type AdminTool } from './views';

const ICONS: Record<AdminTool['view'], ReactNode> = {
  'data-charts': <IconDownload size={22} aria-hidden />,
  'manage-data': <IconDatabase size={22} aria-hidden />,
  'prompt-manager': <IconMessageQuestion size={22} aria-hidden />,
  'backup-manager': <IconArchive size={22} aria-hidden />,
  users: <IconUsers size={22} aria-hidden />,
  stats: <IconChartPie size={22} aria-hidden />,
  'learning-platforms': <IconPlugConnected size={22} aria-hidden />,
  'roster-import': <IconUsersGroup size={22} aria-hidden />,
  'access-log': <IconEye size={22} aria-hidden />,
  retention: <IconClockHour4 size={22} aria-hidden />,
};

/** A tool that is not built yet says so and leads nowhere, rather than opening an empty page. */
export const NOT_BUILT_TEXT = 'Coming in a later update';

function ToolCard({ tool }: { tool: AdminTool }) {
  const body = (
    <Stack gap="xs">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" color={tool.built ? 'blue' : 'gray'}>
          {ICONS[tool.view]}
        </ThemeIcon>
        <Stack gap={2}>
          <Title order={2} size="h4">
            {tool.title}
          </Title>
          {!tool.built && (
            <Badge variant="light" color="gray" size="sm">
              {NOT_BUILT_TEXT}
            </Badge>
          )}
        </Stack>
      </Group>
      <Text size="sm" c="dimmed">
        {tool.description}
      </Text>
    </Stack>
  );
  if (!tool.built) {
    return (
      <Card withBorder radius="md" padding="lg" bg="gray.0" data-testid={`tool-${tool.view}`}>
        {body}
      </Card>
    );
  }
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component={Link}
      to={tool.path}
      className="mantine-focus-auto"
      style={{ textDecoration: 'none' }}
      data-testid={`tool-${tool.view}`}
    >
      {body}
    </Card>
  );
}

/** The console home: the tool cards (docs/product/admin-console.md). */
export function AdminHome() {
  return (
    <Stack gap="md">
      <Title order={1}>Admin Console</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {ADMIN_TOOLS.map((tool) => (
          <ToolCard key={tool.view} tool={tool} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
