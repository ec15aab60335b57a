import { Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import {
  IconDatabase,
  IconEdit,
  IconLogin,
  IconLogout,
  IconPlus,
  IconShield,
  IconTrash,
} from '@tabler/icons-react';
import type { ActivityEntry } from '@dsb/core';
import type { ReactNode } from 'react';
import {
  ACTIVITY_COLORS,
  actionLabel,
  activityKind,
  detailPairs,
  type ActivityKind,
} from './activityLook';

const ICONS: Record<ActivityKind, ReactNode> = {
  login: <IconLogin size={14} aria-hidden />,
  logout: <IconLogout size={14} aria-hidden />,
  create: <IconPlus size={14} aria-hidden />,
  update: <IconEdit size={14} aria-hidden />,
  delete: <IconTrash size={14} aria-hidden />,
  admin: <IconShield size={14} aria-hidden />,
  data: <IconDatabase size={14} aria-hidden />,
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });

/** The log as a timeline: icon and colour by kind, action, time, and the detail pairs. */
export function ActivityTimeline({ entries }: { entries: ActivityEntry[] }) {
  return (
    <Timeline bulletSize={26} lineWidth={2} aria-label="Activity timeline">
      {entries.map((entry) => {
        const kind = activityKind(entry.action);
        return (
          <Timeline.Item
            key={entry._id}
            bullet={
              <ThemeIcon size={26} radius="xl" color={ACTIVITY_COLORS[kind]}>
                {ICONS[kind]}
              </ThemeIcon>
            }
            title={actionLabel(entry.action)}
            data-testid="activity-entry"
          >
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                <time dateTime={entry.timestamp}>{when(entry.timestamp)}</time>
              </Text>
              {detailPairs(entry.details).map(([key, value]) => (
                <Text key={key} size="xs" style={{ overflowWrap: 'anywhere' }}>
                  <Text span fw={600} size="xs">
                    {key}:
                  </Text>{' '}
                  {value}
                </Text>
              ))}
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
