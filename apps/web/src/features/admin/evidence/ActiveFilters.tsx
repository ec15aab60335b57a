import { Button, Group, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { hasFilters, type ListFilters } from './listState';
import { EXCERPT, truncate } from './truncate';

/** The filters in force, shown beside the list since the Filters dropdown hides them. */
export function ActiveFilters({ filters, onClear }: { filters: ListFilters; onClear: () => void }) {
  if (!hasFilters(filters)) return null;
  const parts = [
    filters.sourceURL && `Source URL: ${truncate(filters.sourceURL, EXCERPT.sourceURL)}`,
    filters.topic && `Topic: ${filters.topic}`,
    filters.customOnly && 'Custom only',
  ].filter(Boolean);
  return (
    <Group gap="xs" wrap="wrap" data-testid="active-filters">
      <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        Filtered by {parts.join(' · ')}
      </Text>
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconFilterOff size={14} aria-hidden />}
        onClick={onClear}
      >
        Clear filters
      </Button>
    </Group>
  );
}
