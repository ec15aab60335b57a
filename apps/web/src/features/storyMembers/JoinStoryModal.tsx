import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { JOIN_CODE_LENGTH, normalizeJoinCode } from '@dsb/core';
import { errorMessage } from '../../lib/http';
import { joinCodeProblem, spacedJoinCode } from './model';
import { useJoinStory } from './useStoryMembers';
import { memberMessages } from './messages';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Called with the joined story's id (the caller opens it). */
  onJoined: (storyId: string) => void;
  /** A code from a join link, filled in for the pupil to confirm. */
  initialCode?: string;
};

/**
 * 'Join a group story' (docs/product/group-work.md): the code the owner gave, typed in any case,
 * with spaces or a dash; the server's reason shows under the field and what was typed stays.
 */
export function JoinStoryModal({ opened, onClose, onJoined, initialCode }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={memberMessages.join.title()} centered size="sm">
      {opened && <JoinForm onClose={onClose} onJoined={onJoined} initialCode={initialCode} />}
    </Modal>
  );
}

function JoinForm({ onClose, onJoined, initialCode }: Omit<Props, 'opened'>) {
  const join = useJoinStory();
  const [typed, setTyped] = useState(() => (initialCode ? spacedJoinCode(initialCode) : ''));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const local = joinCodeProblem(typed);
    setProblem(local);
    if (local) return;
    join.mutate(normalizeJoinCode(typed), {
      onSuccess: (storyId) => onJoined(storyId),
      onError: (error) => setProblem(errorMessage(error, memberMessages.join.failed())),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{memberMessages.join.intro({ length: JOIN_CODE_LENGTH })}</Text>
        <TextInput
          label={memberMessages.join.label()}
          placeholder="ACE FGH"
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            if (problem) setProblem(null);
          }}
          error={problem}
          data-autofocus
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          size="lg"
          styles={{
            input: {
              fontFamily: 'var(--mantine-font-family-monospace)',
              letterSpacing: '0.15em',
              textTransform: 'uppercase',
            },
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={join.isPending}>
            {memberMessages.join.cancel()}
          </Button>
          <Button
            type="submit"
            leftSection={<IconUsersGroup size={16} aria-hidden />}
            loading={join.isPending}
          >
            {memberMessages.join.submit()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
