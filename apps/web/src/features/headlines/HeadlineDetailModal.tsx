import { Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBookmark, IconBookmarkFilled, IconExternalLink, IconPlus } from '@tabler/icons-react';
import type { Headline } from '@dsb/core';
import { detailTexts, formatHeadlineDate, headlineImageSrc } from './headlineRules';
import { headlineMessages } from './messages';
import type { SavedHeadlinesApi } from './useSavedHeadlines';

/**
 * The headline's detail (docs/product/headlines.md): title, source, date, author, picture,
 * description and content, and 'Read Full Article' in a new tab. Every text is shown as plain text:
 * React escapes it, and the server has stripped any markup already (issue #17).
 */
export function HeadlineDetailModal({
  headline,
  onClose,
  saved,
  onAddToSlide,
}: {
  headline: Headline | null;
  onClose: () => void;
  saved: SavedHeadlinesApi;
  onAddToSlide?: (headline: Headline) => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal.Root
      opened={headline !== null}
      onClose={onClose}
      size="lg"
      fullScreen={phone}
      transitionProps={{ duration: 300 }}
    >
      <Modal.Overlay />
      <Modal.Content>
        {headline && (
          <DetailBody
            headline={headline}
            onClose={onClose}
            saved={saved}
            onAddToSlide={onAddToSlide}
          />
        )}
      </Modal.Content>
    </Modal.Root>
  );
}

function DetailBody({
  headline,
  onClose,
  saved,
  onAddToSlide,
}: {
  headline: Headline;
  onClose: () => void;
  saved: SavedHeadlinesApi;
  onAddToSlide?: (headline: Headline) => void;
}) {
  const image = headlineImageSrc(headline.urlToImage);
  const date = formatHeadlineDate(headline.publishedAt);
  const isSaved = saved.isSaved(headline.url);
  const texts = detailTexts(headline.description, headline.content);
  const t = headlineMessages.detail;
  return (
    <>
      <Modal.Header style={{ alignItems: 'flex-start' }}>
        <Modal.Title fw={700} fz="lg" pe="xs" style={{ overflowWrap: 'anywhere' }}>
          {headline.title}
        </Modal.Title>
        <Modal.CloseButton aria-label={t.close()} />
      </Modal.Header>
      <Modal.Body>
        <Stack gap="sm" data-testid="headline-detail">
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {headline.source.name}
            </Text>
            {(date || headline.author) && (
              <Text size="sm" c="dimmed">
                {[date, headline.author ? t.byline({ author: headline.author }) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            )}
          </Stack>
          {image && (
            <Image
              src={image}
              alt=""
              radius="sm"
              mah={280}
              fit="contain"
              onError={(event) => {
                event.currentTarget.style.display = 'none';
              }}
            />
          )}
          {texts.description && (
            <Text size="sm" fw={500} style={{ whiteSpace: 'pre-line' }}>
              {texts.description}
            </Text>
          )}
          {texts.content && (
            <Stack gap="xs" data-testid="headline-content">
              {texts.content.split(/\n+/).map((paragraph, index) => (
                <Text key={index} size="sm">
                  {paragraph}
                </Text>
              ))}
            </Stack>
          )}
          <Group gap="xs" mt="xs">
            <Button
              component="a"
              href={headline.url}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<IconExternalLink size={16} aria-label={t.opensInNewTab()} />}
            >
              {t.readFullArticle()}
            </Button>
            <Button
              variant={isSaved ? 'outline' : 'default'}
              aria-pressed={isSaved}
              leftSection={
                isSaved ? (
                  <IconBookmarkFilled size={16} aria-hidden />
                ) : (
                  <IconBookmark size={16} aria-hidden />
                )
              }
              onClick={() => saved.toggle(headline)}
            >
              {isSaved ? t.unsave() : t.save()}
            </Button>
            {onAddToSlide && (
              <Button
                variant="outline"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => {
                  onAddToSlide(headline);
                  onClose();
                }}
              >
                {t.addToSlide()}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal.Body>
    </>
  );
}
