import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { STATS_MESSAGES } from '@dsb/core';
import { errorMessage } from '../../../lib/http';
import { ArticlesCard, EvidenceCard, SystemCard, UsersCard } from './StatsCards';
import { NewsServiceCard } from './NewsServiceCard';
import { useStats } from './useStats';

/**
 * Platform Statistics (docs/product/admin-stats.md): 'System Statistics', Refresh Stats, four
 * cards.
 */
export function PlatformStats() {
  const stats = useStats();
  const refreshing = stats.isFetching;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{STATS_MESSAGES.title}</Title>
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => void stats.refetch()}
          disabled={refreshing}
        >
          {refreshing ? STATS_MESSAGES.refreshing : STATS_MESSAGES.refresh}
        </Button>
      </Group>
      {stats.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          Error loading statistics: {errorMessage(stats.error, 'the server could not be reached')}
        </Alert>
      )}
      {stats.isPending ? (
        <Center py="xl" role="status">
          <Group gap="sm">
            <Loader size="sm" />
            <Text c="dimmed">Loading statistics...</Text>
          </Group>
        </Center>
      ) : stats.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <EvidenceCard stats={stats.data.evidence} />
          <ArticlesCard stats={stats.data.articles} />
          <UsersCard stats={stats.data.users} />
          <SystemCard stats={stats.data.system} />
          {stats.data.news && <NewsServiceCard stats={stats.data.news} />}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
