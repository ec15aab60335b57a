import { ActionIcon } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import type { Headline } from '@dsb/core';
import { HEADLINES_UI } from './messages';
import type { SavedHeadlinesApi } from './useSavedHeadlines';

/** The save toggle of a headline, by its URL (docs/product/headlines.md). */
export function HeadlineBookmark({
  headline,
  saved,
  size = 'lg',
}: {
  headline: Headline;
  saved: SavedHeadlinesApi;
  size?: 'md' | 'lg';
}) {
  const isSaved = saved.isSaved(headline.url);
  const label = isSaved ? HEADLINES_UI.unsave : HEADLINES_UI.save;
  return (
    <ActionIcon
      variant={isSaved ? 'light' : 'subtle'}
      color={isSaved ? 'blue' : 'gray'}
      size={size}
      title={label}
      aria-label={`${label}: ${headline.title}`}
      aria-pressed={isSaved}
      onClick={(event) => {
        event.stopPropagation();
        saved.toggle(headline);
      }}
    >
      {isSaved ? (
        <IconBookmarkFilled size={20} aria-hidden />
      ) : (
        <IconBookmark size={20} aria-hidden />
      )}
    </ActionIcon>
  );
}
