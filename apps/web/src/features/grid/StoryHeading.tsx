import { Stack, Text } from '@mantine/core';
import { TeacherCanSee } from '../customLinks';
import { storyStore, useStory } from '../stories';
import { EditableTitle } from './EditableTitle';
import { gridMessages } from './messages';

/** The story's editable title with its big question underneath. */
export function StoryHeading() {
  const title = useStory((s) => s.story?.title ?? '');
  const bigQuestion = useStory((s) => s.story?.bigQuestion ?? null);
  const fromClassLink = useStory((s) => Boolean(s.story?.trackingId));
  const commit = (next: string) => {
    const state = storyStore.getState();
    state.setTitle(next);
    void state.save(); // resolves once the shared document's save holds the new title
  };
  return (
    <Stack gap={4}>
      <EditableTitle
        value={title}
        onCommit={commit}
        label={gridMessages.heading.storyTitle()}
        order={2}
      />
      {bigQuestion && (
        <Text c="dimmed" data-testid="story-big-question">
          <Text span fw={600} inherit>
            {gridMessages.heading.bigQuestion()}{' '}
          </Text>
          <bdi>{bigQuestion}</bdi>
        </Text>
      )}
      {fromClassLink && <TeacherCanSee />}
    </Stack>
  );
}
