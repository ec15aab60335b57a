import { Box, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { pageSummary } from './paging';

type Props = {
  page: number;
  totalPages: number;
  total: number;
  onChange: (page: number) => void;
  label: string;
};

/**
 * Previous, 'Page X of Y (N items)', Next (docs/product/admin-evidence.md); phones show the arrows
 * alone.
 */
export function Pager({ page, totalPages, total, onChange, label }: Props) {
  const many = totalPages > 1;
  return (
    <nav aria-label={label}>
      <Group justify="center" gap="sm" wrap="nowrap">
        {many && (
          <Button
            variant="default"
            size="compact-md"
            px={{ base: 8, xs: 'sm' }}
            aria-label="Previous page"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            <Box component="span" visibleFrom="xs">
              Previous
            </Box>
          </Button>
        )}
        <Text size="sm" ta="center" aria-live="polite" data-testid="page-summary">
          {pageSummary(page, totalPages, total)}
        </Text>
        {many && (
          <Button
            variant="default"
            size="compact-md"
            px={{ base: 8, xs: 'sm' }}
            aria-label="Next page"
            rightSection={<IconChevronRight size={16} aria-hidden />}
            disabled={page >= totalPages}
            onClick={() => onChange(page + 1)}
          >
            <Box component="span" visibleFrom="xs">
              Next
            </Box>
          </Button>
        )}
      </Group>
    </nav>
  );
}
