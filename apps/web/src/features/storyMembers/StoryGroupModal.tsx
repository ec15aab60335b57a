import { Button, Center, Divider, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/http';
import { RetryAlert } from '../../ui/RetryAlert';
import { showToast } from '../../ui/toast';
import { useAuth } from '../auth';
import { storyStore } from '../stories';
import { InviteCodePanel } from './InviteCodePanel';
import { MemberList } from './MemberList';
import { groupItemLabel, roleOf } from './model';
import { useRemoveMember, useStoryMembers } from './useStoryMembers';
import { memberMessages } from './messages';

/** Where a co-author goes after leaving: the home shell's My Data Stories. */
const MY_STORIES_PATH = '/?menu=stories';
const READABLE_RED = 'var(--mantine-color-red-9)';

type Props = { storyId: string; opened: boolean; onClose: () => void };

/**
 * 'Work together' (docs/product/group-work.md): the owner hands out a join code and manages the
 * co-authors; a co-author sees who is in the story and may leave it.
 */
export function StoryGroupModal({ storyId, opened, onClose }: Props) {
  const { user } = useAuth();
  const members = useStoryMembers(storyId, opened);
  const role = roleOf(members.data?.members, user?._id);
  const title = groupItemLabel(role);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="md">
      {opened && <GroupBody storyId={storyId} onClose={onClose} members={members} />}
    </Modal>
  );
}

function GroupBody({
  storyId,
  onClose,
  members,
}: {
  storyId: string;
  onClose: () => void;
  members: ReturnType<typeof useStoryMembers>;
}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const remove = useRemoveMember(storyId);
  const [confirmLeave, setConfirmLeave] = useState(false);

  if (members.isPending)
    return (
      <Center py="lg" role="status">
        <Stack align="center" gap="xs">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {memberMessages.group.loading()}
          </Text>
        </Stack>
      </Center>
    );
  if (members.isError)
    return (
      <RetryAlert
        message={errorMessage(members.error, memberMessages.api.members())}
        retrying={members.isFetching}
        onRetry={() => void members.refetch()}
      />
    );

  const list = members.data.members;
  const max = members.data.maxCoAuthors;
  const role = roleOf(list, user?._id);
  const owner = role === 'owner';
  const coAuthors = list.filter((member) => member.role === 'co-author').length;

  const leave = async () => {
    const state = storyStore.getState();
    const open = state.story?._id === storyId;
    // Their last changes are kept before they go; once out, they can no longer save.
    if (open && state.isDirty) await state.save();
    remove.mutate(
      { userId: user!._id, leaving: true },
      {
        onSuccess: () => {
          if (storyStore.getState().story?._id === storyId) storyStore.getState().reset();
          showToast(memberMessages.group.left(), 'success');
          onClose();
          void navigate(MY_STORIES_PATH);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      {owner && <InviteCodePanel storyId={storyId} full={coAuthors >= max} />}
      {owner && <Divider />}
      <MemberList
        members={list}
        maxCoAuthors={max}
        currentUserId={user?._id}
        canRemove={owner}
        removingId={remove.isPending ? (remove.variables?.userId ?? null) : null}
        onRemove={(member) => remove.mutate({ userId: member.userId })}
      />
      {remove.error && (
        <Text size="sm" c={READABLE_RED} role="alert">
          {errorMessage(remove.error, memberMessages.genericError())}
        </Text>
      )}
      {role === 'co-author' && <Divider />}
      {role === 'co-author' && !confirmLeave && (
        <Group justify="flex-start">
          <Button
            variant="light"
            color="red"
            leftSection={<IconDoorExit size={16} aria-hidden />}
            onClick={() => setConfirmLeave(true)}
          >
            {memberMessages.group.leave()}
          </Button>
        </Group>
      )}
      {role === 'co-author' && confirmLeave && (
        <Stack gap="xs" role="group" aria-label={memberMessages.group.confirmLeaving()}>
          <Text size="sm">{memberMessages.group.leaveQuestion()}</Text>
          <Group gap="xs">
            <Button variant="default" onClick={() => setConfirmLeave(false)}>
              {memberMessages.group.cancel()}
            </Button>
            <Button color="red" autoFocus loading={remove.isPending} onClick={() => void leave()}>
              {memberMessages.group.leaveConfirm()}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
