import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ScrapeSessionSummary } from '@dsb/core';
import { collectorKeys, fetchScrapeSessions } from './api';
import { sessionListStatus, sessionListTitle } from './session';
import { MUTED } from './look';

/** How often the list is read again while one of its jobs runs. */
const LIST_POLL_MS = 5000;

/**
 * Running and recent scrape jobs (the server keeps them), so a job started elsewhere, before a
 * reload or before a server restart is found again: Open watches it here.
 */
export function RecentSessions({ onOpen }: { onOpen: (sessionId: string) => void }) {
  const sessions = useQuery({
    queryKey: collectorKeys.sessions,
    queryFn: fetchScrapeSessions,
    refetchInterval: (query) => (query.state.data?.some((s) => s.isRunning) ? LIST_POLL_MS : false),
  });
  const list = sessions.data ?? [];
  if (list.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="scrape-sessions-heading">
      <Title order={2} size="h3" id="scrape-sessions-heading">
        Running and recent jobs
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.map((session) => (
          <SessionRow key={session.sessionId} session={session} onOpen={onOpen} />
        ))}
      </Stack>
    </Stack>
  );
}

function SessionRow({
  session,
  onOpen,
}: {
  session: ScrapeSessionSummary;
  onOpen: (sessionId: string) => void;
}) {
  const title = sessionListTitle(session);
  const status = sessionListStatus(session);
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="scrape-session">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Group gap="xs">
            <Badge variant="light" color={session.isRunning ? 'blue' : 'gray'}>
              {status}
            </Badge>
            <Text size="sm" c={MUTED}>
              {session.processedUrls} of {session.totalUrls} URLs ·{' '}
              {new Date(session.createdAt).toLocaleString()}
            </Text>
          </Group>
        </Stack>
        <Button
          size="xs"
          variant="light"
          onClick={() => onOpen(session.sessionId)}
          aria-label={`Open the job ${title}`}
        >
          Open
        </Button>
      </Group>
    </Paper>
  );
}
