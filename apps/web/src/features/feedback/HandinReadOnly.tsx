import {
  Alert,
  AspectRatio,
  Box,
  Button,
  Center,
  Container,
  Group,
  Image,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconHourglass } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CanvasObject, HandinSlide } from '@dsb/core';
import { RetryAlert } from '../../ui/RetryAlert';
import { renderSlideImage } from '../previews';
import { storyStore } from '../stories';
import { FEEDBACK_API_MESSAGES } from './api';
import type { HandInState } from './feedbackModel';
import { HandInDialogHost } from './HandInButton';
import { useHandin, useHandInState } from './pupilFeedback';
import { formatWhen, PUPIL_MESSAGES as M } from './pupilMessages';
import { feedbackError } from './messages';

const SLIDE_RATIO = 375 / 667;
const MY_STORIES = '/?menu=stories';

/**
 * The editor and the grid while the story is handed in (docs/product/feedback.md): nothing to
 * edit, only the banner and the slides with their scripts as handed in. Showing this instead of
 * the editor (rather than an editor with every control disabled) is what keeps the story
 * unchanged: there is no canvas or field left to type into, and live editing is closed.
 */
export function HandinGate({ storyId, children }: { storyId: string | null; children: ReactNode }) {
  const state = useHandInState(storyId);
  if (storyId && state.kind === 'waiting') return <HandinReadOnly state={state} />;
  return (
    <>
      {children}
      {storyId && <HandInDialogHost storyId={storyId} />}
    </>
  );
}

export function HandinBanner({ state }: { state: Extract<HandInState, { kind: 'waiting' }> }) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconHourglass size={18} aria-hidden />}
      title={M.waitingTitle()}
      role="status"
      data-testid="handin-banner"
    >
      <Text size="sm">{M.waitingBody(state.teacherName, formatWhen(state.handedInAt))}</Text>
      <Text size="xs" c="gray.7" mt={4}>
        {M.waitingVersion(state.version)}
      </Text>
    </Alert>
  );
}

function HandinReadOnly({ state }: { state: Extract<HandInState, { kind: 'waiting' }> }) {
  // Live editing ends here (the server refuses changes anyway); the store opens the story
  // afresh once it is returned.
  useEffect(() => storyStore.getState().reset(), []);
  const handin = useHandin(state.handinId);
  let slides: ReactNode;
  if (!state.handinId || handin.isPending)
    slides = (
      <Center py="xl" role="status">
        <Group gap="xs">
          <Loader size="sm" />
          <Text c="gray.7">{M.loadingStory()}</Text>
        </Group>
      </Center>
    );
  else if (handin.isError)
    slides = (
      <RetryAlert
        message={feedbackError(handin.error, FEEDBACK_API_MESSAGES.handin())}
        retrying={handin.isFetching}
        onRetry={() => void handin.refetch()}
      />
    );
  else slides = <SlideList slides={handin.data.slides} />;

  return (
    <Box mih="100dvh" bg="gray.0" data-testid="handin-readonly">
      <Paper component="header" radius={0} px="md" py={8} withBorder>
        <Group gap="sm" wrap="nowrap">
          <Button
            component={Link}
            to={MY_STORIES}
            variant="default"
            size="compact-md"
            leftSection={<IconArrowLeft size={16} aria-hidden className="dsb-mirror" />}
          >
            {M.backToStories()}
          </Button>
        </Group>
      </Paper>
      <Container size="md" py="md" component="main">
        <Stack gap="md">
          <HandinBanner state={state} />
          <Title order={1} size="h3">
            {handin.data?.title ?? M.readOnlyHeading()}
          </Title>
          {slides}
        </Stack>
      </Container>
    </Box>
  );
}

function SlideList({ slides }: { slides: HandinSlide[] }) {
  if (slides.length === 0) return <Text c="gray.7">{M.noSlides()}</Text>;
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {slides.map((slide, index) => {
        const label = M.slideLabel(index + 1, slide.title || M.untitledSlide());
        return (
          <Paper component="li" key={slide.id} withBorder radius="md" p="sm" aria-label={label}>
            <Stack gap="xs">
              <Title order={2} size="h5">
                {label}
              </Title>
              <Group align="flex-start" gap="md" wrap="wrap">
                <SlidePicture slide={slide} label={label} />
                <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Text size="xs" fw={600} c="gray.7" tt="uppercase">
                    {M.script()}
                  </Text>
                  <Text
                    size="sm"
                    c={slide.script.trim() ? undefined : 'gray.7'}
                    fs={slide.script.trim() ? undefined : 'italic'}
                    style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                    data-testid="handin-script"
                  >
                    {slide.script.trim() ? slide.script : M.noScript()}
                  </Text>
                </Stack>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** The slide's stored preview, else drawn from its objects by the previews' renderer. */
function SlidePicture({ slide, label }: { slide: HandinSlide; label: string }) {
  const [drawn, setDrawn] = useState<string | null>(null);
  const needsDrawing = !slide.previewImage && slide.canvasState.length > 0;
  useEffect(() => {
    if (!needsDrawing) return;
    const controller = new AbortController();
    let url: string | null = null;
    renderSlideImage(slide.canvasState as CanvasObject[], controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setDrawn(url);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('The slide could not be drawn', error);
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [needsDrawing, slide.canvasState]);
  const src = slide.previewImage ?? drawn;
  return (
    <Box
      w={180}
      maw="100%"
      style={{
        flexShrink: 0,
        border: '1px solid var(--mantine-color-gray-3)',
        background: 'white',
      }}
    >
      <AspectRatio ratio={SLIDE_RATIO}>
        {src ? (
          <Image src={src} alt={label} fit="contain" h="100%" />
        ) : needsDrawing ? (
          <Skeleton h="100%" radius={0} aria-label={label} role="img" />
        ) : (
          <Center h="100%" role="img" aria-label={label}>
            <Text size="sm" c="gray.7">
              {M.emptySlide()}
            </Text>
          </Center>
        )}
      </AspectRatio>
    </Box>
  );
}
