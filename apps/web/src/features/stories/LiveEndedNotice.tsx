import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { LIVE_MESSAGES } from './messages';
import { storyStore } from './storyStore';
import { useStory } from './useStory';

const TITLES = {
  removed: 'You left this story',
  deleted: 'This story was deleted',
  malformed: 'The connection was closed',
  handedIn: 'Handed in',
} as const;

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
      title={TITLES[ended]}
      centered
    >
      <Stack gap="md">
        <Text>{LIVE_MESSAGES.ended[ended]}</Text>
        <Group justify="flex-end" gap="sm">
          {ended === 'malformed' ? (
            <Button data-autofocus onClick={() => location.reload()}>
              Reload
            </Button>
          ) : (
            <Button data-autofocus onClick={leave}>
              Go to My Data Stories
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
