import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Loader,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  RETENTION_KINDS,
  RETENTION_LIMITS,
  type RetentionResponse,
  type RetentionRun,
  type UpdateRetentionRequest,
} from '@dsb/core';
import { apiFetch, errorMessage } from '../../../lib/http';
import { changedPeriods, draftErrors, draftOf, type RetentionDraft } from './retentionForm';

const RETENTION_KEY = ['admin', 'retention'] as const;

const days = (n: number) => (n === 1 ? '1 day' : `${n.toLocaleString('en-GB')} days`);

/**
 * Retention (docs/product/retention.md): how long each kind of personal data is kept, within
 * the bounds core allows, and what the latest daily runs deleted. The console stays English.
 */
export function RetentionSettings() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: RETENTION_KEY,
    queryFn: () => apiFetch<RetentionResponse>('/api/admin/retention'),
  });
  const save = useMutation({
    mutationFn: (changes: UpdateRetentionRequest) =>
      apiFetch<RetentionResponse>('/api/admin/retention', { method: 'PUT', json: changes }),
    onSuccess: (data) => {
      queryClient.setQueryData(RETENTION_KEY, data);
      // The public policy page shows the new periods from now on.
      void queryClient.invalidateQueries({ queryKey: ['retention-policy'] });
    },
  });
  return (
    <Stack gap="md">
      <Title order={1}>Retention</Title>
      <Text size="sm">
        How long each kind of personal data is kept. A daily job deletes what is older and warns
        owners beforehand; pupils and parents read these periods on the public{' '}
        <Anchor component={Link} to="/privacy">
          policy page
        </Anchor>
        .
      </Text>
      {settings.isPending && (
        <Center py="md">
          <Loader size="sm" aria-label="Loading the retention periods" />
        </Center>
      )}
      {settings.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {errorMessage(settings.error, 'The retention periods could not be loaded.')}
        </Alert>
      )}
      {settings.data && (
        <>
          {/* Keyed by the stored periods: after a save the form starts again from the server's. */}
          <PeriodsForm
            key={JSON.stringify(draftOf(settings.data))}
            data={settings.data}
            save={save}
          />
          <RunLog runs={settings.data.runs} />
        </>
      )}
    </Stack>
  );
}

type SaveMutation = ReturnType<
  typeof useMutation<RetentionResponse, Error, UpdateRetentionRequest>
>;

function PeriodsForm({ data, save }: { data: RetentionResponse; save: SaveMutation }) {
  const [draft, setDraft] = useState<RetentionDraft>(() => draftOf(data));
  const errors = draftErrors(draft);
  const changes = changedPeriods(draft, data);
  const unchanged = Object.keys(changes).length === 0;
  const invalid = Object.keys(errors).length > 0;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid && !unchanged) save.mutate(changes);
      }}
    >
      <Stack gap="sm">
        <Text size="sm">Owners are warned {days(data.warningDays)} before their data goes.</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {data.kinds.map((info) => (
            <Card key={info.kind} withBorder radius="md">
              <NumberInput
                label={`${info.label} (days)`}
                description={`Default ${days(info.defaultDays)}; allowed ${info.minDays}–${info.maxDays} days.`}
                value={draft[info.kind]}
                onChange={(value) => {
                  save.reset();
                  setDraft({ ...draft, [info.kind]: typeof value === 'number' ? value : '' });
                }}
                min={info.minDays}
                max={info.maxDays}
                clampBehavior="none"
                allowNegative={false}
                error={errors[info.kind]}
                data-testid={`retention-${info.kind}`}
              />
            </Card>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={save.isPending} disabled={invalid || unchanged}>
            Save periods
          </Button>
          {!unchanged && (
            <Button variant="subtle" onClick={() => setDraft(draftOf(data))}>
              Undo changes
            </Button>
          )}
        </Group>
        {save.isSuccess && unchanged && (
          <Alert color="green" icon={<IconCheck size={18} aria-hidden />} role="status">
            Saved. The next daily run deletes by the new periods.
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {errorMessage(save.error, 'The periods could not be saved. Please try again.')}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

/** "ai-chats: 3, activity-log: 0" as readable text, or a dash when the run did nothing. */
function counts(values: Record<string, number | string>, labels: Map<string, string>): string {
  const entries = Object.entries(values);
  if (entries.length === 0) return '–';
  return entries.map(([kind, value]) => `${labels.get(kind) ?? kind}: ${value}`).join('; ');
}

function RunLog({ runs }: { runs: RetentionRun[] }) {
  const labels = new Map(RETENTION_KINDS.map((kind) => [kind, RETENTION_LIMITS[kind].label]));
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        Latest runs
      </Title>
      {runs.length === 0 ? (
        <Text c="dimmed" size="sm">
          No run yet. The job runs once a day, first a minute after the server starts.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder data-testid="retention-runs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Started</Table.Th>
                <Table.Th>Deleted</Table.Th>
                <Table.Th>Owners warned</Table.Th>
                <Table.Th>Errors</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.map((run) => (
                <Table.Tr key={run.id}>
                  <Table.Td>
                    <time dateTime={run.startedAt}>
                      {new Date(run.startedAt).toLocaleString('en-GB')}
                    </time>
                  </Table.Td>
                  <Table.Td>{counts(run.deleted, labels)}</Table.Td>
                  <Table.Td>{counts(run.warned, labels)}</Table.Td>
                  <Table.Td c={Object.keys(run.errors).length ? 'red' : undefined}>
                    {counts(run.errors, labels)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
