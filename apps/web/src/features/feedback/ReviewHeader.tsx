import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { HandinDetail } from '@dsb/core';
import type { ReactNode } from 'react';
import { authorsLine, formatWhen } from './reviewLogic';
import { REVIEW_MESSAGES as M } from './reviewMessages';

/** Who handed in what and when, the pupil's note, where the hand-in stands, and the actions. */
export function ReviewHeader({ handin, actions }: { handin: HandinDetail; actions: ReactNode }) {
  const returned = handin.status === 'returned';
  return (
    <Stack gap="xs" component="header">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Title order={2} style={{ overflowWrap: 'anywhere' }}>
            {M.pageTitle(handin.title || M.untitledStory())}
          </Title>
          <Text fw={600}>{authorsLine(handin.pupilName, handin.coAuthors)}</Text>
          <Group gap="xs" wrap="wrap">
            <Badge variant="outline" color="gray.8">
              {M.version(handin.version)}
            </Badge>
            <Badge
              variant="light"
              color={returned ? 'green' : 'orange'}
              data-testid="review-status"
            >
              {returned ? M.statusReturned() : M.statusWaiting()}
            </Badge>
            {!handin.approved && (
              <Badge variant="light" color="gray">
                {M.notApproved()}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="gray.7">
            {M.handedIn(formatWhen(handin.handedInAt))}
            {handin.returnedAt ? ` · ${M.returnedOn(formatWhen(handin.returnedAt))}` : ''}
          </Text>
          {handin.bigQuestion && (
            <Text size="sm" c="gray.8">
              <Text span fw={600} inherit>
                {M.bigQuestion()}{' '}
              </Text>
              {handin.bigQuestion}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      </Group>
      {handin.note.trim() && (
        <Paper
          p="sm"
          bg="blue.0"
          radius="sm"
          style={{ borderInlineStart: '4px solid var(--mantine-color-blue-8)' }}
          data-testid="review-note"
        >
          <Text size="xs" fw={700} c="gray.8">
            {M.pupilNote()}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {handin.note}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
