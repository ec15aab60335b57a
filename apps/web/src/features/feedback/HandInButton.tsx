import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MAX_HANDIN_NOTE_LENGTH } from '@dsb/core';
import { showToast } from '../../ui/toast';
import { storyStore } from '../stories';
import { FEEDBACK_API_MESSAGES, feedbackKeys, handIn } from './api';
import { useFeedbackPanel, useHandInState } from './pupilFeedback';
import { PUPIL_MESSAGES as M } from './pupilMessages';
import { feedbackError } from './messages';

/**
 * "Hand in to {teacher}" (docs/product/feedback.md, "What a pupil sees"), only for a story started
 * from a class link with nothing waiting: a dialog with an optional note, then the story is
 * read-only until the teacher returns it. `compact`: an icon button (the phone's header).
 */
export function HandInButton({
  storyId,
  size = 'full',
}: {
  storyId: string | null;
  /**
   * full: the whole label; short: "Hand in" (the name in its tooltip); icon: the icon alone;
   * responsive: the icon on a phone, the whole label from 768 px.
   */
  size?: 'full' | 'short' | 'icon' | 'responsive';
}) {
  const state = useHandInState(storyId);
  const open = useFeedbackPanel((s) => s.setHandingIn);
  if (!storyId || state.kind !== 'canHandIn') return null;
  const label = state.again ? M.handInAgainTo(state.teacherName) : M.handInTo(state.teacherName);
  const icon = (
    <Tooltip label={label}>
      <ActionIcon
        variant="light"
        size="lg"
        aria-label={label}
        onClick={() => open(true)}
        hiddenFrom={size === 'responsive' ? 'sm' : undefined}
      >
        <IconSend size={18} aria-hidden className="dsb-mirror" />
      </ActionIcon>
    </Tooltip>
  );
  if (size === 'icon') return icon;
  const button = (
    <Button
      variant="light"
      size="compact-md"
      leftSection={<IconSend size={16} aria-hidden className="dsb-mirror" />}
      aria-label={size === 'short' ? label : undefined}
      onClick={() => open(true)}
      visibleFrom={size === 'responsive' ? 'sm' : undefined}
    >
      {size === 'short' ? M.handInShort() : label}
    </Button>
  );
  if (size === 'responsive')
    return (
      <>
        {icon}
        {button}
      </>
    );
  return size === 'short' ? <Tooltip label={label}>{button}</Tooltip> : button;
}

/** The hand-in dialog of the story shown (one per page, whichever button opened it). */
export function HandInDialogHost({ storyId }: { storyId: string }) {
  const state = useHandInState(storyId);
  const handingIn = useFeedbackPanel((s) => s.handingIn);
  const setHandingIn = useFeedbackPanel((s) => s.setHandingIn);
  useEffect(() => () => setHandingIn(false), [setHandingIn]);
  if (!handingIn || state.kind !== 'canHandIn') return null;
  return (
    <HandInDialog
      storyId={storyId}
      teacherName={state.teacherName}
      onClose={() => setHandingIn(false)}
    />
  );
}

function HandInDialog(props: { storyId: string; teacherName: string; onClose: () => void }) {
  const { storyId, teacherName, onClose } = props;
  const [note, setNote] = useState('');
  const client = useQueryClient();
  const send = useMutation({
    mutationFn: async () => {
      // What was typed last goes in too: the server takes the story as saved.
      if (storyStore.getState().story?._id === storyId) await storyStore.getState().save();
      return handIn(storyId, { note });
    },
    onSuccess: async (result) => {
      showToast(M.handedInToast(result.version), 'success');
      await client.invalidateQueries({ queryKey: feedbackKeys.story(storyId) });
      onClose();
    },
  });
  const busy = send.isPending;
  return (
    <Modal
      opened
      onClose={busy ? () => undefined : onClose}
      title={M.handInTitle(teacherName)}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) send.mutate();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{M.handInExplain()}</Text>
          <Textarea
            label={M.noteLabel()}
            placeholder={M.notePlaceholder()}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={MAX_HANDIN_NOTE_LENGTH}
            autosize
            minRows={3}
            maxRows={8}
            data-autofocus
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={
              <Text span size="xs" c="gray.7" aria-live="polite" data-testid="handin-note-count">
                {M.noteCount(note.length)}
              </Text>
            }
          />
          {send.isError && (
            <Alert color="red" role="alert" data-testid="handin-error">
              {feedbackError(send.error, FEEDBACK_API_MESSAGES.handIn())}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {M.cancel()}
            </Button>
            <Button type="submit" loading={busy}>
              {M.confirmHandIn()}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
