import { Alert, Button, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBrandGoogleDrive,
  IconCircleCheck,
  IconExternalLink,
} from '@tabler/icons-react';
import { GOOGLE_SLIDES_MESSAGES } from '@dsb/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../auth';
import { deckProblem } from '../exportRules';
import type { ExportStory } from '../exportStory';
import { ExportProgress, type ExportStage } from './ExportProgress';
import { authorizeDrive, listenForDriveAuth, openDriveAuthWindow } from './driveAuthPopup';
import {
  createGoogleSlides,
  fetchGoogleVerify,
  googleExportFailure,
  googleVerifyQueryKey,
  type GoogleExportFailure,
} from './googleSlidesApi';
import { SlideImageTooLarge, payloadTooLargeWarning } from './quality';
import { prepareSlidesData } from './slideImages';
import { ExportModalFrame } from '../ExportModalFrame';
import { GoogleSlidesFailure } from './GoogleSlidesFailure';
import { exportMessages } from '../messages';

const text = exportMessages.google;

type Step =
  | { name: 'checking' }
  | { name: 'connect'; waiting: boolean }
  | { name: 'ready' }
  | { name: 'exporting'; stage: ExportStage; warning: string | null }
  | { name: 'success'; url: string }
  | { name: 'error'; failure: GoogleExportFailure };

/**
 * The Google Slides export modal (docs/product/exports.md): connect Google Drive through a popup,
 * then 'Preparing slides data' and 'Creating presentation', then 'Export Successful!' with 'Open in
 * Google Slides', or the error (with 'Retry Authentication' when a new authorisation fixes it).
 */
export function GoogleSlidesModal({
  story,
  onClose,
}: {
  /** The story as it was when Google Slides was chosen; null keeps the modal closed. */
  story: ExportStory | null;
  onClose: () => void;
}) {
  return (
    <ExportModalFrame opened={story !== null} onClose={onClose} title={text.title()} size="lg">
      {story && <GoogleSlidesBody key={story.key} story={story} onClose={onClose} />}
    </ExportModalFrame>
  );
}

function GoogleSlidesBody({ story, onClose }: { story: ExportStory; onClose: () => void }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const problem = deckProblem(story.slides);
  const [step, setStep] = useState<Step>({ name: 'checking' });
  const running = useRef<AbortController | null>(null);
  const closing = useRef(new AbortController());
  useEffect(() => {
    const controller = closing.current;
    return () => {
      controller.abort();
      running.current?.abort();
    };
  }, []);

  const signedIn = auth.isAuthenticated;
  useEffect(() => {
    if (problem || auth.isLoading || !signedIn) return;
    let current = true;
    fetchGoogleVerify()
      .then((status) => {
        if (current)
          setStep(status.authorized ? { name: 'ready' } : { name: 'connect', waiting: false });
      })
      .catch(() => {
        if (current) setStep({ name: 'connect', waiting: false });
      });
    return () => {
      current = false;
    };
  }, [problem, auth.isLoading, signedIn]);

  const refreshStatus = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: googleVerifyQueryKey }),
    [queryClient],
  );

  const runExport = useCallback(async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const total = story.slides.length;
    const show = (next: Step) => {
      if (!controller.signal.aborted) setStep(next);
    };
    show({ name: 'exporting', stage: { name: 'preparing', done: 0, total }, warning: null });
    try {
      const prepared = await prepareSlidesData(story.slides, controller.signal, (done) =>
        show({ name: 'exporting', stage: { name: 'preparing', done, total }, warning: null }),
      );
      const warning = payloadTooLargeWarning(prepared.totalChars);
      if (warning) console.warn(`Google Slides export: ${warning}`);
      show({ name: 'exporting', stage: { name: 'creating' }, warning });
      const { presentationUrl } = await createGoogleSlides({
        title: story.title,
        slides: prepared.slides,
      });
      show({ name: 'success', url: presentationUrl });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Google Slides export failed', error);
      const failure =
        error instanceof SlideImageTooLarge
          ? { message: GOOGLE_SLIDES_MESSAGES.tooLarge, authRelated: false, tips: true }
          : googleExportFailure(error);
      if (failure.authRelated) refreshStatus();
      show({ name: 'error', failure });
    }
  }, [story, refreshStatus]);

  /** Runs in the click's own handler: the popup opens at once, so blockers let it through. */
  const connect = () => {
    setStep({ name: 'connect', waiting: true });
    authorizeDrive(
      {
        open: openDriveAuthWindow,
        listen: listenForDriveAuth,
        isAuthorized: async () => (await fetchGoogleVerify()).authorized,
      },
      closing.current.signal,
    ).then(
      () => {
        refreshStatus();
        void runExport();
      },
      (error: Error) => {
        if (closing.current.signal.aborted) return;
        setStep({
          name: 'error',
          failure: { message: error.message, authRelated: true, tips: false },
        });
      },
    );
  };

  // A success reported after we gave up (the popup looked closed while Google held it): go on.
  const awaitingLateSuccess = step.name === 'error' && step.failure.authRelated;
  useEffect(() => {
    if (!awaitingLateSuccess) return;
    return listenForDriveAuth((status) => {
      if (status !== 'success') return;
      refreshStatus();
      void runExport();
    });
  }, [awaitingLateSuccess, runExport, refreshStatus]);

  if (problem)
    return (
      <GoogleSlidesFailure
        failure={{ message: problem, authRelated: false, tips: false }}
        onClose={onClose}
      />
    );
  if (!auth.isLoading && !signedIn) {
    return (
      <GoogleSlidesFailure
        failure={{
          message: GOOGLE_SLIDES_MESSAGES.userAuthFailed,
          authRelated: false,
          tips: false,
        }}
        onClose={onClose}
      />
    );
  }

  const summary = exportMessages.file.deckSummary({ count: story.slides.length });
  switch (step.name) {
    case 'checking':
      return (
        <Group gap="sm" py="lg" justify="center" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{text.checking()}</Text>
        </Group>
      );
    case 'connect':
    case 'ready':
      return (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="xl" variant="light" color="blue" aria-hidden>
              <IconBrandGoogleDrive size={22} />
            </ThemeIcon>
            <Stack gap={4}>
              <Text fw={600}>{step.name === 'ready' ? text.connected() : text.connect()}</Text>
              <Text size="sm" c="dimmed">
                {step.name === 'ready' ? text.madeInDrive() : text.permission()}
              </Text>
            </Stack>
          </Group>
          <Text size="sm" data-testid="google-slides-summary">
            {summary}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {exportMessages.cancel()}
            </Button>
            {step.name === 'ready' ? (
              <>
                <Button variant="subtle" onClick={connect}>
                  {text.anotherAccount()}
                </Button>
                <Button onClick={() => void runExport()}>{text.export()}</Button>
              </>
            ) : (
              <Button
                onClick={connect}
                loading={step.waiting}
                leftSection={<IconBrandGoogleDrive size={16} aria-hidden />}
              >
                {text.connectButton()}
              </Button>
            )}
          </Group>
          {step.name === 'connect' && step.waiting && (
            <Text size="sm" c="dimmed" role="status">
              {text.waiting()}
            </Text>
          )}
        </Stack>
      );
    case 'exporting':
      return (
        <Stack gap="md">
          <ExportProgress stage={step.stage} />
          {step.warning && (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
              {step.warning}
            </Alert>
          )}
        </Stack>
      );
    case 'success':
      return (
        <Stack gap="md" align="center" py="md" role="status">
          <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
            <IconCircleCheck size={34} />
          </ThemeIcon>
          <Title order={3}>{text.success()}</Title>
          <Text ta="center">{text.inDrive()}</Text>
          <Group gap="sm" justify="center">
            <Button
              component="a"
              href={step.url}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconExternalLink size={16} aria-hidden />}
            >
              {text.open()}
            </Button>
            <Button variant="default" onClick={onClose}>
              {exportMessages.close()}
            </Button>
          </Group>
        </Stack>
      );
    case 'error':
      return (
        <GoogleSlidesFailure
          failure={step.failure}
          onClose={onClose}
          onRetryAuth={step.failure.authRelated ? connect : undefined}
          onRetry={
            !step.failure.authRelated &&
            step.failure.message !== GOOGLE_SLIDES_MESSAGES.userAuthFailed
              ? () => void runExport()
              : undefined
          }
        />
      );
  }
}
