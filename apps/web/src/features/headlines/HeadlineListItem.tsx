import { Group, Image, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Headline } from '@dsb/core';
import { HeadlineBookmark } from './HeadlineBookmark';
import { formatHeadlineDate, headlineImageSrc } from './headlineRules';
import { headlineMessages } from './messages';
import type { SavedHeadlinesApi } from './useSavedHeadlines';

/** One headline card in the panel: picture (if any), title, source and date, and the bookmark. */
export function HeadlineListItem({
  headline,
  saved,
  onOpen,
}: {
  headline: Headline;
  saved: SavedHeadlinesApi;
  onOpen: (headline: Headline) => void;
}) {
  const image = headlineImageSrc(headline.urlToImage);
  const date = formatHeadlineDate(headline.publishedAt);
  return (
    <Paper withBorder radius="md" p="xs" component="article" data-testid="headline-card">
      <Stack gap={6}>
        {image && (
          <Image
            src={image}
            alt=""
            h={96}
            radius="sm"
            fit="cover"
            loading="lazy"
            // A picture that cannot be loaded is left out rather than shown broken.
            onError={(event) => {
              event.currentTarget.style.display = 'none';
            }}
          />
        )}
        <Group gap={4} wrap="nowrap" align="flex-start">
          <UnstyledButton
            onClick={() => onOpen(headline)}
            style={{ flex: 1, minWidth: 0, borderRadius: 4 }}
            aria-label={headlineMessages.list.open({ title: headline.title })}
          >
            <Text
              fw={600}
              size="sm"
              lh={1.35}
              style={{ overflowWrap: 'anywhere' }}
              data-testid="headline-title"
            >
              {headline.title}
            </Text>
          </UnstyledButton>
          <HeadlineBookmark headline={headline} saved={saved} size="md" />
        </Group>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {headline.source.name}
          {date ? ` · ${date}` : ''}
        </Text>
      </Stack>
    </Paper>
  );
}
