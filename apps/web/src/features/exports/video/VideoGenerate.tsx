import { Alert, Button, Group, Loader, Progress, Select, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconExternalLink, IconMovie } from '@tabler/icons-react';
import {
  DEFAULT_SPEECH_VOICE,
  VIDEO_MESSAGES,
  formatVideoDuration,
  slideDurationSeconds,
  type SpeechVoiceName,
  type VideoRecord,
} from '@dsb/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../../i18n';
import { rememberedStoryVoice, useServerVoices } from '../../speech';
import { ExportPreviewGrid } from '../ExportPreviewGrid';
import { videoProblem } from '../exportRules';
import type { ExportStory } from '../exportStory';
import { exportMessages, videoText } from '../messages';
import { preparingError } from '../SlideExportModal';
import { renderingText, useSlideRenders, type SlideRenders } from '../useSlideRenders';
import { saveOpenStory } from './saveOpenStory';
import { fetchRenderStatus, startVideoRender, uploadSlideImage } from './videoApi';
import { abortableWait, runVideoFlow, videoErrorMessage, type VideoProgress } from './videoFlow';

const text = exportMessages.video;

type Step =
  | { name: 'ready' }
  | { name: 'generating'; progress: VideoProgress }
  | { name: 'done'; video: VideoRecord; popupBlocked: boolean }
  | { name: 'error'; message: string };

/** The 'Preview & Generate' tab: the slides as they will be filmed, the voice, and Generate. */
export function VideoGenerate({ story }: { story: ExportStory }) {
  const problem = videoProblem(story.slides);
  const renders = useSlideRenders(problem ? null : story.slides, 'png');
  const voices = useServerVoices();
  const [voice, setVoice] = useState<SpeechVoiceName | null>(null);
  const [step, setStep] = useState<Step>({ name: 'ready' });
  const queryClient = useQueryClient();
  const running = useRef<AbortController | null>(null);
  // Closing the modal stops the waiting here; a render already asked for still lands in history.
  useEffect(() => () => running.current?.abort(), []);

  if (problem) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {videoText(problem)}
      </Alert>
    );
  }
  if (renders.status !== 'done') return <RenderState renders={renders} />;

  // The story's voice when it has a server one (docs/product/speech.md, "Voices per story").
  const storyVoice =
    voices.voices.find((listed) => listed.name === story.voice)?.name ??
    rememberedStoryVoice(story.storyId, voices.voices)?.name;
  const chosenVoice = voice ?? storyVoice ?? voices.defaultVoice ?? DEFAULT_SPEECH_VOICE;
  const seconds = story.slides.reduce((sum, slide) => sum + slideDurationSeconds(slide.script), 0);
  const generating = step.name === 'generating';

  const generate = async () => {
    const controller = new AbortController();
    running.current = controller;
    const slides = renders.slides;
    setStep({ name: 'generating', progress: { percent: 0, step: '' } });
    try {
      const video = await runVideoFlow(
        { title: story.title, voice: chosenVoice, slideCount: slides.length },
        {
          saveStory: saveOpenStory,
          drawSlide: async (index) => {
            const slide = slides[index];
            if (!slide?.ok) throw new Error(slide?.message ?? exportMessages.render.unavailable());
            return slide.image;
          },
          upload: uploadSlideImage,
          startRender: startVideoRender,
          status: fetchRenderStatus,
          wait: abortableWait,
        },
        (progress) => {
          if (!controller.signal.aborted) setStep({ name: 'generating', progress });
        },
        controller.signal,
      );
      void queryClient.invalidateQueries({ queryKey: ['videos'] });
      // The video opens in a new tab; a blocked popup leaves a button to open it.
      const opened = window.open(video.url, '_blank');
      if (opened) opened.opener = null;
      setStep({ name: 'done', video, popupBlocked: !opened });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Video generation failed', error);
      setStep({ name: 'error', message: videoErrorMessage(error) });
    }
  };

  const failed = renders.slides.filter((slide) => !slide.ok).length;
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={text.voice()}
          description={voices.engine ? text.spokenBy({ engine: voices.engine }) : undefined}
          data={voices.voices.map((v) => ({ value: v.name, label: `${v.name} - ${v.label}` }))}
          value={chosenVoice}
          onChange={(value) => value && setVoice(value as SpeechVoiceName)}
          allowDeselect={false}
          disabled={generating || voices.isLoading}
          rightSection={voices.isLoading ? <Loader size={14} aria-hidden /> : undefined}
          style={{ flex: '1 1 16rem' }}
          comboboxProps={{ zIndex: 400 }}
        />
        <Text size="sm" c="dimmed" pb={6} data-testid="video-estimate">
          {text.estimate({ duration: videoText(formatVideoDuration(seconds)) })}
        </Text>
      </Group>
      {voices.error && (
        <Text size="sm" c="red.8">
          {text.voicesFailed({ voice: DEFAULT_SPEECH_VOICE })}
        </Text>
      )}
      {failed > 0 && (
        <Alert color="yellow" icon={<IconAlertCircle size={18} aria-hidden />}>
          {text.failedSlides({ count: failed })}
        </Alert>
      )}
      {/* Above the slides, so the progress and the result are seen without scrolling. */}
      <StepStatus step={step} />
      <ExportPreviewGrid slides={story.slides} rendered={renders.slides} scriptLabel="script" />
      <Group justify="flex-end" pos="sticky" bottom={0} py="xs" bg="var(--mantine-color-body)">
        <Button
          leftSection={
            generating ? <Loader size={14} aria-hidden /> : <IconMovie size={16} aria-hidden />
          }
          disabled={generating}
          onClick={() => void generate()}
        >
          {generating ? text.generating() : text.generate()}
        </Button>
      </Group>
    </Stack>
  );
}

function RenderState({ renders }: { renders: Exclude<SlideRenders, { status: 'done' }> }) {
  if (renders.status === 'error') {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {preparingError(renders.message)}
      </Alert>
    );
  }
  return (
    <Stack gap="sm" py="xl" align="center" role="status" aria-live="polite">
      <Loader size="md" aria-hidden />
      <Text>{renderingText(Math.min(renders.done + 1, renders.total), renders.total)}</Text>
    </Stack>
  );
}

function StepStatus({ step }: { step: Step }) {
  if (step.name === 'generating') {
    const { percent } = step.progress;
    return (
      <Stack gap={4} role="status" aria-live="polite">
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {text.generating()}
          </Text>
          <Text size="sm" data-testid="video-percent">
            {formatNumber(percent / 100, { style: 'percent' })}
          </Text>
        </Group>
        <Progress value={percent} aria-label={text.progressAria()} animated striped />
        <Text size="sm" c="dimmed">
          {step.progress.step}
        </Text>
      </Stack>
    );
  }
  if (step.name === 'error') {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {step.message}
      </Alert>
    );
  }
  if (step.name === 'done') {
    return (
      <Alert
        color={step.popupBlocked ? 'yellow' : 'green'}
        icon={<IconCircleCheck size={18} aria-hidden />}
        role="status"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {step.popupBlocked ? videoText(VIDEO_MESSAGES.popupBlocked) : text.opened()}
          </Text>
          <Button
            size="xs"
            component="a"
            href={step.video.url}
            target="_blank"
            rel="noopener"
            leftSection={<IconExternalLink size={14} aria-hidden />}
          >
            {text.openVideo()}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return null;
}
