import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ClassStoryMember } from '@dsb/core';
import { ActivityLine } from '../storyMembers';
import { pupilName } from './classFormat';
import { linkMessages } from './messages';

/** Where the list is drawn: the wide screen's table or the phone's cards (both are in the page). */
type Place = 'table' | 'card';

/** The id of a group story's "Who did what" area, for the toggle's aria-controls. */
const areaId = (storyId: string, place: Place) => `who-did-what-${place}-${storyId}`;

type ToggleProps = {
  storyId: string;
  place: Place;
  open: boolean;
  onToggle: () => void;
  label: string;
};

/** Opens and closes a group story's "Who did what" area. */
export function WhoDidWhatToggle({ storyId, place, open, onToggle, label }: ToggleProps) {
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      px={4}
      aria-expanded={open}
      aria-controls={areaId(storyId, place)}
      aria-label={linkMessages.group.whoDidWhatIn({ title: label })}
      rightSection={
        <IconChevronDown
          size={14}
          aria-hidden
          style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
        />
      }
      onClick={onToggle}
    >
      {linkMessages.group.whoDidWhat()}
    </Button>
  );
}

type ListProps = { storyId: string; place: Place; members: readonly ClassStoryMember[] };

/**
 * Each member of a group story with what they did in it, the owner first
 * (docs/product/group-work.md, "Activity").
 */
export function GroupActivityList({ storyId, place, members }: ListProps) {
  return (
    <SimpleGrid
      component="ul"
      id={areaId(storyId, place)}
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="xs"
      verticalSpacing={6}
      p={0}
      m={0}
      aria-label={linkMessages.group.whoDidWhat()}
      data-testid="group-activity"
    >
      {members.map((member, index) => (
        <Stack
          component="li"
          key={index}
          gap={0}
          style={{ listStyle: 'none', minWidth: 0 }}
          aria-label={pupilName(member.name)}
        >
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={600} truncate>
              {pupilName(member.name)}
            </Text>
            <Text size="xs" c="gray.7">
              {member.role === 'owner' ? linkMessages.group.owner() : linkMessages.group.coAuthor()}
            </Text>
          </Group>
          <ActivityLine activity={member.activity} />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
