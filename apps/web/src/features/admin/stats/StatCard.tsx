import { Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One statistics card: icon, title, the big number, then its sections. */
export function StatCard(props: {
  title: string;
  icon: ReactNode;
  color: string;
  total?: number;
  totalLabel?: string;
  children: ReactNode;
}) {
  const { title, icon, color, total, totalLabel, children } = props;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          <Title order={2} size="h4">
            {title}
          </Title>
        </Group>
        {total !== undefined && (
          <div>
            <Text fz={32} fw={700} lh={1.1} data-testid={`${title.toLowerCase()}-total`}>
              {total.toLocaleString('en-US')}
            </Text>
            <Text size="sm" c="dimmed">
              {totalLabel}
            </Text>
          </div>
        )}
        {children}
      </Stack>
    </Card>
  );
}

/** A titled section of a card: its rows, or its empty text. */
export function StatSection(props: {
  title: string;
  rows: { key: string; label: ReactNode; value: ReactNode }[];
  empty: string;
}) {
  const { title, rows, empty } = props;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <List spacing={2} size="sm" listStyleType="none" p={0}>
          {rows.map((row) => (
            <List.Item
              key={row.key}
              styles={{ itemWrapper: { width: '100%' }, itemLabel: { width: '100%' } }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text
                  size="sm"
                  truncate
                  style={{ minWidth: 0 }}
                  title={typeof row.label === 'string' ? row.label : undefined}
                >
                  {row.label}
                </Text>
                <Text size="sm" fw={500} style={{ flexShrink: 0 }}>
                  {row.value}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
