import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { storyMessages } from './messages';
import { storyStore } from './storyStore';
import { useStory } from './useStory';

/**
 * Shown when the server ends live editing for good (docs/product/group-work.md): the owner
 * removed this pupil or deleted the story, or the connection was closed because of an error.
 * Nothing more can be saved here, so the notice stays until the pupil leaves or reloads.
 */
export function LiveEndedNotice() {
  const ended = useStory((s) => s.liveEnded);
  const navigate = useNavigate();
  // A handed-in story: the editor and the grid show it read-only instead (features/feedback).
  if (!ended || ended === 'handedIn') return null;
  const leave = () => {
    storyStore.getState().reset();
    void navigate('/?menu=stories');
  };
  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={storyMessages.endedTitle[ended]()}
      centered
    >
      <Stack gap="md">
        <Text>{storyMessages.ended[ended]()}</Text>
        <Group justify="flex-end" gap="sm">
          {ended === 'malformed' ? (
            <Button data-autofocus onClick={() => location.reload()}>
              {storyMessages.reload()}
            </Button>
          ) : (
            <Button data-autofocus onClick={leave}>
              {storyMessages.goToMyStories()}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
