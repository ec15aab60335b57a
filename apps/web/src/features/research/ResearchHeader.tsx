import { StickyPageHeader } from '../../ui/StickyPageHeader';
import { Divider, Group, SegmentedControl, Title } from '@mantine/core';
import { editorPath } from '../editor';
import { useLeaveStory } from '../grid';
import { SaveStatus, useStory } from '../stories';
import { researchMessages } from './messages';

/**
 * The research page's bar: the Create / Research toggle (back to the editor keeping
 * slide and story, or to the grid without a story), the story's title and its save status.
 */
export function ResearchHeader({ storyId, slide }: { storyId: string | null; slide: number }) {
  const leave = useLeaveStory();
  const t = researchMessages.header;
  const title = useStory((s) => (storyId && s.story?._id === storyId ? s.story.title : null));

  return (
    <StickyPageHeader>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <SegmentedControl
            size="sm"
            aria-label={t.modeAria()}
            style={{ flexShrink: 0 }}
            value="research"
            data={[
              { value: 'create', label: t.create() },
              { value: 'research', label: t.research() },
            ]}
            onChange={(value) => {
              if (value === 'create') void leave(storyId ? editorPath(storyId, slide) : '/grid');
            }}
          />
          <Divider orientation="vertical" visibleFrom="xs" />
          <Title order={1} size="h4" lineClamp={1} data-testid="research-title">
            {storyId ? (title ?? '') : t.researchMode()}
          </Title>
        </Group>
        <SaveStatus />
      </Group>
    </StickyPageHeader>
  );
}
