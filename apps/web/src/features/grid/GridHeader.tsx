import { StickyPageHeader } from '../../ui/StickyPageHeader';
import { Button, Divider, Group, Title } from '@mantine/core';
import { IconArrowLeft, IconTemplate } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SaveStatus } from '../stories';
import { MY_STORIES_PATH, useLeaveStory } from './useGridStory';

/** The grid's sticky bar: back to My Stories, the page name, save status and Apply Template. */
export function GridHeader({
  onApplyTemplate,
  canApply,
}: {
  onApplyTemplate: () => void;
  canApply: boolean;
}) {
  const leave = useLeaveStory();
  return (
    <StickyPageHeader>
      <Group justify="space-between" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Button
            component={Link}
            to={MY_STORIES_PATH}
            variant="subtle"
            size="compact-md"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={(event) => {
              // A plain click saves first; modified clicks open the link as usual.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              void leave(MY_STORIES_PATH, { reset: true });
            }}
          >
            My Stories
          </Button>
          <Divider orientation="vertical" />
          <Title order={1} size="h4">
            All Slides
          </Title>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <SaveStatus />
          <Button
            variant="default"
            size="compact-md"
            leftSection={<IconTemplate size={16} aria-hidden />}
            onClick={onApplyTemplate}
            disabled={!canApply}
          >
            Apply Template
          </Button>
        </Group>
      </Group>
    </StickyPageHeader>
  );
}
