import { Stack, Text } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { formatStatsDate, type NewsServiceStats } from '@dsb/core';
import { StatCard, StatSection } from './StatCard';

/**
 * The headlines' news service today (docs/user-guide.md): calls against the daily budget,
 * searches the budget turned away, and failures with the last one's reason, so a refusing,
 * unreachable or blocked service shows here and not only as 'no articles' in the panel.
 */
export function NewsServiceCard({ stats }: { stats: NewsServiceStats }) {
  if (!stats.configured) {
    return (
      <StatCard title="News service" icon={<IconNews size={20} aria-hidden />} color="grape">
        <Text size="sm" c="dimmed">
          No news service is set up (NEWS_API_KEY): headlines come from the article library only.
        </Text>
      </StatCard>
    );
  }
  const calls = stats.dailyBudget
    ? `${stats.callsToday.toLocaleString('en-US')} of ${stats.dailyBudget.toLocaleString('en-US')}`
    : stats.callsToday.toLocaleString('en-US');
  return (
    <StatCard title="News service" icon={<IconNews size={20} aria-hidden />} color="grape">
      <StatSection
        title="Today"
        empty=""
        rows={[
          { key: 'calls', label: 'Calls', value: calls },
          {
            key: 'budget',
            label: 'Turned away (budget spent)',
            value: stats.overBudgetToday.toLocaleString('en-US'),
          },
          {
            key: 'failures',
            label: 'Failures',
            value: stats.failuresToday.toLocaleString('en-US'),
          },
        ]}
      />
      {/* Two lines, not a row: a reason can be long, and the date must stay readable on a phone. */}
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          Last failure
        </Text>
        {stats.lastFailure ? (
          <>
            <Text size="sm">{formatStatsDate(stats.lastFailure.at)}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {stats.lastFailure.reason}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            None
          </Text>
        )}
      </Stack>
    </StatCard>
  );
}
