import { Avatar, Tooltip } from '@mantine/core';
import { formatList } from '../../i18n';
import { storyMessages } from './messages';
import { peopleOf } from './presence';
import { usePresence } from './usePresence';
import { useStory } from './useStory';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/**
 * Who else is in the story (docs/product/group-work.md, "Presence"): an avatar per pupil in their
 * colour, saying which slide they are on. Nothing shows when nobody else is here.
 */
export function PresenceAvatars({ max = 4 }: { max?: number }) {
  const people = peopleOf(usePresence());
  const slideIds = useStory((s) => s.story?.slides.map((slide) => slide.id).join(' ') ?? '');
  if (people.length === 0) return null;
  const slideOf = (slideId: string | null) => {
    const index = slideId ? slideIds.split(' ').indexOf(slideId) : -1;
    return index >= 0 ? index + 1 : null;
  };
  const words = storyMessages.presence;
  const inList = (name: string, slide: number | null) =>
    slide === null ? words.listInStory({ name }) : words.listOnSlide({ name, slide });
  const label = words.alsoHere({
    people: formatList(
      people.map((p) => inList(p.user.name, slideOf(p.slideId))),
      'conjunction',
    ),
  });
  const where = (name: string, slide: number | null) =>
    slide === null ? words.inStory({ name }) : words.onSlide({ name, slide });
  return (
    <Avatar.Group spacing="xs" role="group" aria-label={label} data-testid="presence">
      {people.slice(0, max).map((person) => (
        <Tooltip key={person.user.id} label={where(person.user.name, slideOf(person.slideId))}>
          <Avatar
            size={30}
            radius="xl"
            color={person.user.color}
            variant="filled"
            aria-hidden
            style={{ border: `2px solid ${person.user.color}` }}
          >
            {initials(person.user.name)}
          </Avatar>
        </Tooltip>
      ))}
      {people.length > max && (
        <Avatar size={30} radius="xl" aria-hidden>
          {words.more({ count: people.length - max })}
        </Avatar>
      )}
    </Avatar.Group>
  );
}
