import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { StoryMember } from '@dsb/core';
import { ActivityLine } from './ActivityLine';
import { coAuthorCountLabel } from './model';
import { memberMessages } from './messages';

type Props = {
  members: StoryMember[];
  maxCoAuthors: number;
  currentUserId: string | undefined;
  /** The owner sees a Remove button beside each co-author. */
  canRemove: boolean;
  /** The member being removed right now, if any. */
  removingId: string | null;
  onRemove: (member: StoryMember) => void;
};

/** The story's owner, then its co-authors in the order they joined (docs/product/group-work.md). */
export function MemberList(props: Props) {
  const { members, maxCoAuthors, currentUserId, canRemove, removingId, onRemove } = props;
  // Remove asks first, in the row itself: 'Remove Ana?' with Cancel beside it.
  const [confirming, setConfirming] = useState<string | null>(null);
  const coAuthors = members.filter((member) => member.role === 'co-author').length;
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text fw={600} id="story-members-heading">
          {memberMessages.members.heading()}
        </Text>
        <Text size="sm" c="dimmed" data-testid="co-author-count">
          {coAuthorCountLabel(coAuthors, maxCoAuthors)}
        </Text>
      </Group>
      <Stack component="ul" gap={6} p={0} m={0} aria-labelledby="story-members-heading">
        {members.map((member) => {
          const you = member.userId === currentUserId;
          const asking = confirming === member.userId;
          return (
            <Group
              component="li"
              key={member.userId}
              gap="sm"
              wrap="nowrap"
              justify="space-between"
              style={{ listStyle: 'none' }}
              aria-label={member.displayName}
            >
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Avatar radius="xl" size={32} color="blue" aria-hidden>
                  {member.displayName.charAt(0).toUpperCase()}
                </Avatar>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {you
                      ? memberMessages.members.you({ name: member.displayName })
                      : member.displayName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {member.role === 'owner'
                      ? memberMessages.members.owner()
                      : memberMessages.members.coAuthor()}
                  </Text>
                  <ActivityLine activity={member.activity} />
                </Stack>
              </Group>
              {canRemove && member.role === 'co-author' && !asking && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={memberMessages.members.removeAria({ name: member.displayName })}
                  loading={removingId === member.userId}
                  style={{ flexShrink: 0 }}
                  onClick={() => setConfirming(member.userId)}
                >
                  {memberMessages.members.remove()}
                </Button>
              )}
              {asking && (
                <Group
                  gap={6}
                  wrap="nowrap"
                  role="group"
                  aria-label={memberMessages.members.confirmRemoval()}
                  style={{ flexShrink: 0 }}
                >
                  <Button size="compact-sm" variant="default" onClick={() => setConfirming(null)}>
                    {memberMessages.members.cancel()}
                  </Button>
                  <Button
                    size="compact-sm"
                    color="red"
                    aria-label={memberMessages.members.yesRemoveAria({ name: member.displayName })}
                    // Keyboard users land on the answer the button they pressed asked for.
                    autoFocus
                    onClick={() => {
                      setConfirming(null);
                      onRemove(member);
                    }}
                  >
                    {memberMessages.members.remove()}
                  </Button>
                </Group>
              )}
            </Group>
          );
        })}
      </Stack>
      {canRemove && coAuthors === 0 && (
        <Text size="sm" c="dimmed">
          {memberMessages.members.none()}
        </Text>
      )}
    </Stack>
  );
}
