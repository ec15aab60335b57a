import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AccessKind, MyAccessEntry, MyAccessLogResponse } from '@dsb/core';
import { apiFetch } from '../../lib/http';
import { formatDateTime } from '../../i18n';
import { accountMessages } from './messages';

type Props = { opened: boolean; onClose: () => void };

const text = accountMessages.accessLog;
const KIND_LABELS: Record<AccessKind, () => string> = {
  story: text.kindStory,
  handin: text.kindHandin,
  chat: text.kindChat,
  export: text.kindExport,
  activity: text.kindActivity,
};

/**
 * 'Who has looked at my work' (docs/product/access-log.md): the teachers and administrators who
 * opened the signed-in user's stories, hand-ins or activity, newest first, 25 at a time.
 */
export function AccessLogModal({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={text.title()} size="lg">
      {opened && <AccessLogBody />}
    </Modal>
  );
}

function AccessLogBody() {
  const log = useInfiniteQuery({
    queryKey: ['me', 'access-log'],
    queryFn: ({ pageParam }) =>
      apiFetch<MyAccessLogResponse>(`/api/me/access-log?page=${pageParam}`),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Stack gap="sm">
      <Text size="sm">{text.intro()}</Text>
      {log.isPending && (
        <Center py="md">
          <Loader size="sm" aria-label={text.loading()} />
        </Center>
      )}
      {log.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <span>{text.failed()}</span>
            <Button size="xs" variant="light" onClick={() => void log.refetch()}>
              {text.retry()}
            </Button>
          </Group>
        </Alert>
      )}
      {log.isSuccess && entries.length === 0 && (
        <Text c="dimmed" data-testid="access-log-empty">
          {text.empty()}
        </Text>
      )}
      {entries.length > 0 && (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((entry) => (
            <AccessEntry key={entry._id} entry={entry} />
          ))}
        </Stack>
      )}
      {log.hasNextPage && (
        <Button
          variant="light"
          onClick={() => void log.fetchNextPage()}
          loading={log.isFetchingNextPage}
        >
          {text.more()}
        </Button>
      )}
    </Stack>
  );
}

function AccessEntry({ entry }: { entry: MyAccessEntry }) {
  const role = entry.readerRole === 'administrator' ? text.roleAdministrator() : text.roleTeacher();
  const kind = KIND_LABELS[entry.kind]();
  // An activity log has no title of its own; an untitled story says so.
  const title = entry.kind === 'activity' ? '' : entry.title || text.untitled();
  return (
    <Paper component="li" withBorder p="sm" data-testid="access-log-entry">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{entry.readerName}</Text>
          <Badge variant="light" color={entry.readerRole === 'administrator' ? 'grape' : 'blue'}>
            {role}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </Text>
      </Group>
      <Text size="sm" mt={4}>
        {title ? `${kind}: ${title}` : kind}
      </Text>
    </Paper>
  );
}
