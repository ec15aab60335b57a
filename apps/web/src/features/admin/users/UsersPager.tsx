import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { pageItems } from './pagination';

type Props = { page: number; totalPages: number; onChange: (page: number) => void };

/**
 * Previous / next and the page buttons with ellipses between non-adjacent pages
 * (docs/product/admin-users.md).
 */
export function UsersPager({ page, totalPages, onChange }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="User list pages">
      <Group gap={4} justify="center" wrap="wrap">
        <Button
          variant="default"
          size="compact-md"
          leftSection={<IconChevronLeft size={16} aria-hidden className="dsb-mirror" />}
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
        >
          Previous
        </Button>
        {pageItems(page, totalPages).map((item) =>
          item.kind === 'ellipsis' ? (
            <Text key={item.key} c="dimmed" px={4} aria-hidden>
              …
            </Text>
          ) : (
            <Button
              key={item.page}
              size="compact-md"
              miw={36}
              variant={item.page === page ? 'filled' : 'default'}
              aria-current={item.page === page ? 'page' : undefined}
              aria-label={`Page ${item.page}`}
              onClick={() => onChange(item.page)}
            >
              {item.page}
            </Button>
          ),
        )}
        <Button
          variant="default"
          size="compact-md"
          rightSection={<IconChevronRight size={16} aria-hidden className="dsb-mirror" />}
          disabled={page >= totalPages}
          onClick={() => onChange(page + 1)}
        >
          Next
        </Button>
      </Group>
    </nav>
  );
}
