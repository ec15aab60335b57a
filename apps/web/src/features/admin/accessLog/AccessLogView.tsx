import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCESS_KINDS, type AccessKind, type AdminAccessLogResponse } from '@dsb/core';
import { apiFetch, errorMessage } from '../../../lib/http';

type Filters = {
  reader: string;
  owner: string;
  kind: 'all' | AccessKind;
  from: string;
  to: string;
};
const NO_FILTERS: Filters = { reader: '', owner: '', kind: 'all', from: '', to: '' };

const KIND_LABELS: Record<'all' | AccessKind, string> = {
  all: 'All kinds',
  story: 'Story',
  handin: 'Hand-in',
  chat: 'AI chat',
  export: 'Data export',
  activity: 'Activity log',
};
const KIND_OPTIONS = (['all', ...ACCESS_KINDS] as const).map((value) => ({
  value,
  label: KIND_LABELS[value],
}));

/** The filters as the server's query (empty fields left out). */
function filterParams(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value && value !== 'all') params.set(key, value);
  }
  return params;
}

/**
 * Access log (docs/product/access-log.md): who opened which pupil's work and when, filtered by
 * reader, pupil, kind and days, 25 a page, and the filtered log as a CSV download.
 */
export function AccessLogView() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  // Typing a name waits for a pause before it asks the server.
  const [debounced] = useDebouncedValue(filters, 300);
  const params = filterParams(debounced);
  const log = useQuery({
    queryKey: ['admin', 'access-log', params.toString(), page],
    queryFn: () =>
      apiFetch<AdminAccessLogResponse>(`/api/admin/access-log?${params.toString()}&page=${page}`),
    placeholderData: keepPreviousData,
  });
  const change = (next: Partial<Filters>) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };
  return (
    <Stack gap="md">
      <Title order={1}>Access Log</Title>
      <Text size="sm">
        Who other than a pupil opened the pupil&apos;s stories, hand-ins or activity. Repeated opens
        within 10 minutes are one entry; entries are kept for 12 months.
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Reader"
          placeholder="Name or e-mail"
          type="search"
          value={filters.reader}
          onChange={(event) => change({ reader: event.currentTarget.value })}
          style={{ flex: '1 1 180px' }}
        />
        <TextInput
          label="Pupil"
          placeholder="Name or e-mail"
          type="search"
          value={filters.owner}
          onChange={(event) => change({ owner: event.currentTarget.value })}
          style={{ flex: '1 1 180px' }}
        />
        <NativeSelect
          label="Kind"
          data={KIND_OPTIONS}
          value={filters.kind}
          onChange={(event) => change({ kind: event.currentTarget.value as Filters['kind'] })}
          style={{ flex: '1 1 140px' }}
        />
        <TextInput
          label="From"
          type="date"
          value={filters.from}
          onChange={(event) => change({ from: event.currentTarget.value })}
          style={{ flex: '1 1 150px' }}
        />
        <TextInput
          label="To"
          type="date"
          value={filters.to}
          onChange={(event) => change({ to: event.currentTarget.value })}
          style={{ flex: '1 1 150px' }}
        />
        <Button
          component="a"
          href={`/api/admin/access-log.csv?${params.toString()}`}
          download
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Download CSV
        </Button>
      </Group>
      {log.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {errorMessage(log.error, 'The access log could not be loaded.')}
        </Alert>
      )}
      {log.isPending && (
        <Center py="md">
          <Loader size="sm" aria-label="Loading the access log" />
        </Center>
      )}
      {log.data && <AccessTable data={log.data} page={page} onPage={setPage} />}
    </Stack>
  );
}

function AccessTable(props: {
  data: AdminAccessLogResponse;
  page: number;
  onPage: (p: number) => void;
}) {
  const { data, page, onPage } = props;
  if (data.total === 0) return <Text c="dimmed">No entries match these filters.</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm" aria-live="polite">
        {data.total === 1 ? '1 entry' : `${data.total} entries`}
      </Text>
      <Table.ScrollContainer minWidth={720}>
        <Table striped withTableBorder data-testid="access-log-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Reader</Table.Th>
              <Table.Th>Pupil</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Item</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.entries.map((entry) => (
              <Table.Tr key={entry._id}>
                <Table.Td>
                  <time dateTime={entry.at}>{new Date(entry.at).toLocaleString('en-GB')}</time>
                </Table.Td>
                <Table.Td>
                  {entry.readerName} ({entry.readerRole})
                  <Text size="xs" c="dimmed">
                    {entry.readerEmail}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {entry.ownerName}
                  <Text size="xs" c="dimmed">
                    {entry.ownerEmail}
                  </Text>
                </Table.Td>
                <Table.Td>{KIND_LABELS[entry.kind]}</Table.Td>
                <Table.Td>{entry.title}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data.totalPages > 1 && (
        <Pagination total={data.totalPages} value={page} onChange={onPage} aria-label="Pages" />
      )}
    </Stack>
  );
}
