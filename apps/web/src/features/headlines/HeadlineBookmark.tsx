import { ActionIcon } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import type { Headline } from '@dsb/core';
import { headlineMessages } from './messages';
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
  const t = headlineMessages.bookmark;
  const label = isSaved ? t.unsave() : t.save();
  return (
    <ActionIcon
      variant={isSaved ? 'light' : 'subtle'}
      color={isSaved ? 'blue' : 'gray'}
      size={size}
      title={label}
      aria-label={
        isSaved ? t.unsaveAria({ title: headline.title }) : t.saveAria({ title: headline.title })
      }
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
