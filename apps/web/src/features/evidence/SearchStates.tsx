import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBulb, IconSearchOff } from '@tabler/icons-react';
import { isLongQuery, suggestedSearchTerms } from '@dsb/core';
import { evidenceMessages } from './messages';
import { useEvidenceSearchActions } from './useEvidenceSearch';

export function SearchError({ message }: { message: string }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}

export function SearchSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label={evidenceMessages.search.searching()}>
      {[0, 1, 2].map((i) => (
        <Group key={i} gap="sm" wrap="nowrap" align="flex-start">
          <Skeleton w={104} h={72} radius="sm" />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton h={14} w="70%" />
            <Skeleton h={10} />
            <Skeleton h={10} w="85%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/** A long query gets a hint and up to 5 of its key terms to search instead. */
function LongQueryHint({ query }: { query: string }) {
  const terms = suggestedSearchTerms(query);
  const { search } = useEvidenceSearchActions();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconBulb size={18} aria-hidden />}
      data-testid="long-query-hint"
    >
      <Text size="sm" mb={terms.length ? 'xs' : 0}>
        {evidenceMessages.search.longQuery()}
      </Text>
      {terms.length > 0 && (
        <Group gap={6} aria-label={evidenceMessages.search.suggestedTerms()} role="group">
          {terms.map((term) => (
            <Button key={term} size="compact-sm" variant="white" onClick={() => void search(term)}>
              {term}
            </Button>
          ))}
        </Group>
      )}
    </Alert>
  );
}

export function NoResults({ query }: { query: string }) {
  const { clear } = useEvidenceSearchActions();
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="lg">
        <Stack align="center" gap="xs" ta="center">
          <IconSearchOff size={28} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text fw={600}>{evidenceMessages.search.noResults({ query })}</Text>
          <Button variant="light" onClick={clear}>
            {evidenceMessages.search.clear()}
          </Button>
        </Stack>
      </Paper>
      {isLongQuery(query) && <LongQueryHint query={query} />}
    </Stack>
  );
}
