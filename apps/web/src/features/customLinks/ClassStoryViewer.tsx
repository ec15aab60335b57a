import { Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/http';
import { fetchClassStory, linkKeys } from './api';
import { formatEdited, storyAuthors } from './classFormat';
import { LINK_API_MESSAGES, linkMessages } from './messages';
import { SlideImage } from './SlideImage';
import { RetryAlert } from '../../ui/RetryAlert';

/** One pupil's story, read-only: every slide's picture with its title and script. */
export function ClassStoryViewer({ linkId, storyId }: { linkId: string; storyId: string }) {
  const M = linkMessages.viewer;
  const story = useQuery({
    queryKey: linkKeys.classStory(linkId, storyId),
    queryFn: () => fetchClassStory(linkId, storyId),
  });

  if (story.isPending)
    return (
      <Center py="xl" role="status">
        <Stack align="center" gap="xs">
          <Loader />
          <Text c="gray.7">{M.loading()}</Text>
        </Stack>
      </Center>
    );
  if (story.isError)
    return (
      <RetryAlert
        message={errorMessage(story.error, LINK_API_MESSAGES.classStory())}
        retrying={story.isFetching}
        onRetry={() => void story.refetch()}
      />
    );

  const { data } = story;
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text size="sm">
          <Text span fw={600} inherit>
            {storyAuthors(data)}
          </Text>{' '}
          · {M.lastEdited({ date: formatEdited(data.lastEdited) })}
        </Text>
        {data.bigQuestion && (
          <Text size="sm" c="gray.7">
            <Text span fw={600} inherit>
              {linkMessages.card.fieldLabel({ label: M.bigQuestion() })}{' '}
            </Text>
            {data.bigQuestion}
          </Text>
        )}
      </Stack>
      {data.slides.length === 0 && <Text c="gray.7">{M.noSlides()}</Text>}
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.slides.map((slide) => {
          const label = M.slide({ n: slide.index + 1 });
          const heading = M.slideTitle({ slide: label, title: slide.title || M.untitledSlide() });
          return (
            <Paper
              component="li"
              key={slide.index}
              withBorder
              radius="md"
              p="sm"
              data-testid="class-slide"
              aria-label={label}
            >
              <Stack gap="xs">
                <Title order={4} size="h5">
                  {heading}
                </Title>
                <Group align="flex-start" gap="md" wrap="wrap">
                  <SlideImage
                    previewImage={slide.previewImage}
                    canvasState={slide.canvasState}
                    label={heading}
                    width={180}
                  />
                  <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Text size="xs" fw={600} c="gray.7" tt="uppercase">
                      {M.script()}
                    </Text>
                    {slide.script.trim() ? (
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {slide.script}
                      </Text>
                    ) : (
                      <Text size="sm" c="gray.7" fs="italic">
                        {M.noScript()}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
