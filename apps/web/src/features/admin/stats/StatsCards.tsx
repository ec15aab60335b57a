import { Progress, Stack, Text } from '@mantine/core';
import { IconArticle, IconChartBar, IconServer, IconUsers } from '@tabler/icons-react';
import {
  STATS_MESSAGES,
  STATS_RECENT_COUNT,
  STATS_TOP_COUNT,
  formatBytes,
  formatStatsDate,
  percentOf,
  type StatsResponse,
} from '@dsb/core';
import { StatCard, StatSection } from './StatCard';
import { storageUsedPercent, topEntries } from './format';

const countRows = (counts: Record<string, number>) =>
  topEntries(counts, STATS_TOP_COUNT).map(([name, count]) => ({
    key: name,
    label: name,
    value: count.toLocaleString('en-US'),
  }));

const recentRows = (items: { title: string; createdAt: string }[]) =>
  items.slice(0, STATS_RECENT_COUNT).map((item, index) => ({
    key: `${index}-${item.createdAt}`,
    label: item.title || 'Untitled',
    value: formatStatsDate(item.createdAt),
  }));

type Library = {
  total: number;
  byTopic: Record<string, number>;
  bySource: Record<string, number>;
  recent: { title: string; createdAt: string }[];
};

function LibraryCard({ title, data, kind }: { title: string; data: Library; kind: 'e' | 'a' }) {
  return (
    <StatCard
      title={title}
      icon={
        kind === 'e' ? (
          <IconChartBar size={20} aria-hidden />
        ) : (
          <IconArticle size={20} aria-hidden />
        )
      }
      color={kind === 'e' ? 'blue' : 'teal'}
      total={data.total}
      totalLabel={kind === 'e' ? 'evidence items' : 'articles'}
    >
      <StatSection
        title="Top topics"
        rows={countRows(data.byTopic)}
        empty={STATS_MESSAGES.noTopics}
      />
      <StatSection
        title="Top sources"
        rows={countRows(data.bySource)}
        empty={STATS_MESSAGES.noSources}
      />
      <StatSection
        title="Recent additions"
        rows={recentRows(data.recent)}
        empty={STATS_MESSAGES.noRecent}
      />
    </StatCard>
  );
}

export function EvidenceCard({ stats }: { stats: StatsResponse['evidence'] }) {
  return (
    <LibraryCard title="Evidence" kind="e" data={{ ...stats, recent: stats.recentAdditions }} />
  );
}

export function ArticlesCard({ stats }: { stats: StatsResponse['articles'] }) {
  const recent = stats.recentAdditions.map((a) => ({ title: a.headline, createdAt: a.createdAt }));
  return <LibraryCard title="Articles" kind="a" data={{ ...stats, recent }} />;
}

export function UsersCard({ stats }: { stats: StatsResponse['users'] }) {
  const share = (count: number) =>
    `${count.toLocaleString('en-US')} (${percentOf(count, stats.total)}%)`;
  return (
    <StatCard
      title="Users"
      icon={<IconUsers size={20} aria-hidden />}
      color="grape"
      total={stats.total}
      totalLabel="users"
    >
      <StatSection
        title="Status"
        empty=""
        rows={[
          { key: 'active', label: 'Active', value: share(stats.active) },
          {
            key: 'inactive',
            label: stats.suspended > 0 ? `Inactive (${stats.suspended} suspended)` : 'Inactive',
            value: share(stats.inactive),
          },
        ]}
      />
      <StatSection title="By role" rows={countRows(stats.byRole)} empty={STATS_MESSAGES.noRoles} />
    </StatCard>
  );
}

export function SystemCard({ stats }: { stats: StatsResponse['system'] }) {
  const used = storageUsedPercent(stats.storageUsed, stats.storageAvailable);
  const unknown = 'Unknown';
  return (
    <StatCard title="System" icon={<IconServer size={20} aria-hidden />} color="orange">
      <StatSection
        title="Activity"
        empty=""
        rows={[
          { key: 'sync', label: 'Last sync', value: formatStatsDate(stats.lastSync) },
          { key: 'backup', label: 'Last backup', value: formatStatsDate(stats.lastBackup) },
        ]}
      />
      <Stack gap={4}>
        <StatSection
          title={stats.storageKind === 's3' ? 'Storage (bucket)' : 'Storage (disk)'}
          empty=""
          rows={[
            {
              key: 'used',
              label: 'Used',
              value: stats.storageUsed === null ? unknown : formatBytes(stats.storageUsed),
            },
            {
              key: 'available',
              label: 'Available',
              value:
                stats.storageAvailable === null
                  ? stats.storageKind === 's3'
                    ? 'No fixed limit'
                    : unknown
                  : formatBytes(stats.storageAvailable),
            },
          ]}
        />
        {used !== null && (
          <>
            <Progress
              value={used}
              color={used > 90 ? 'red' : used > 75 ? 'orange' : 'blue'}
              size="lg"
              aria-label={`Storage used: ${Math.round(used)}%`}
            />
            <Text size="xs" c="dimmed">
              {Math.round(used)}% used
            </Text>
          </>
        )}
      </Stack>
    </StatCard>
  );
}
