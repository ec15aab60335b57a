import { Stack, Text } from '@mantine/core';
import type { Headline } from '@dsb/core';
import { HeadlineListItem } from './HeadlineListItem';
import { headlineMessages } from './messages';
import type { SavedHeadlinesApi } from './useSavedHeadlines';

/** The cards of a tab, or why there are none after filtering. */
export function HeadlineList({
  headlines,
  saved,
  onOpen,
}: {
  headlines: readonly Headline[];
  saved: SavedHeadlinesApi;
  onOpen: (headline: Headline) => void;
}) {
  if (headlines.length === 0)
    return (
      <Text size="sm" c="dimmed" role="status">
        {headlineMessages.list.noMatch()}
      </Text>
    );
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={headlineMessages.list.label()}
    >
      {headlines.map((headline) => (
        <li key={headline.url}>
          <HeadlineListItem headline={headline} saved={saved} onOpen={onOpen} />
        </li>
      ))}
    </Stack>
  );
}
