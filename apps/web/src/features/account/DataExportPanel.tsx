import { Alert, Anchor, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { EXPORT_LINK_DAYS } from '@dsb/core';
import { errorMessage } from '../../lib/http';
import { formatDateTime } from '../../i18n';
import { accountMessages } from './messages';
import { useDataExport } from './useDataExport';

const text = accountMessages.dataExport;

/**
 * What an export holds, a button that starts it, its progress, then the download link and when
 * it stops working. Used by 'All my data' and by the admin console's users screen (`startPath`).
 */
export function DataExportPanel({
  startPath,
  intro,
  includes,
  startLabel,
}: {
  startPath: string;
  /** The admin console's own words about the user (it speaks English). */
  intro?: string;
  /** What the ZIP holds, in the admin console's words (about the user, not "your"). */
  includes?: readonly string[];
  startLabel?: string;
}) {
  const { jobId, start, status, reset } = useDataExport(startPath);
  const current = status.data;
  const failed =
    start.isError ||
    status.isError ||
    current?.status === 'failed' ||
    current?.status === 'expired';
  const failure = start.isError
    ? errorMessage(start.error, text.failed())
    : status.isError
      ? errorMessage(status.error, text.failed())
      : current?.status === 'expired'
        ? text.expired()
        : (current?.error ?? text.failed());
  const busy = start.isPending || (jobId !== null && !failed && current?.status !== 'done');
  const percent = current?.progress ?? 0;
  return (
    <Stack gap="sm" data-testid="data-export">
      <Text size="sm">{intro ?? text.intro()}</Text>
      <List size="sm" spacing={2}>
        {(includes ?? [text.includesJson(), text.includesFiles(), text.includesReadme()]).map(
          (line) => (
            <List.Item key={line}>{line}</List.Item>
          ),
        )}
      </List>
      <Text size="sm" c="dimmed">
        {text.keptFor({ days: EXPORT_LINK_DAYS })}
      </Text>
      {jobId === null && !start.isError && (
        <Group justify="flex-end">
          <Button onClick={() => start.mutate()} loading={start.isPending} data-autofocus>
            {startLabel ?? text.start()}
          </Button>
        </Group>
      )}
      {busy && jobId !== null && (
        <Stack gap={4}>
          <Text size="sm" id="data-export-progress-label">
            {text.preparing({ percent })}
          </Text>
          <Progress
            value={percent}
            animated
            aria-labelledby="data-export-progress-label"
            aria-valuenow={percent}
          />
        </Stack>
      )}
      <div aria-live="polite" role="status">
        {current?.status === 'done' && current.url && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {text.ready()}
            </Text>
            <Group>
              <Button
                component="a"
                href={current.url}
                download="my-data.zip"
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                {text.download()}
              </Button>
            </Group>
            {current.expiresAt && (
              <Text size="sm" c="dimmed">
                {text.expires({ date: formatDateTime(current.expiresAt) })}
              </Text>
            )}
          </Stack>
        )}
      </div>
      {failed && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <span>{failure}</span>
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                reset();
                start.mutate();
              }}
            >
              {text.retry()}
            </Button>
          </Group>
        </Alert>
      )}
      {current?.status === 'done' && (
        <Text size="xs" c="dimmed">
          <Anchor component="button" type="button" size="xs" onClick={reset}>
            {text.again()}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
