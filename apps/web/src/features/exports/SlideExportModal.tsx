import { Alert, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { buildDeck } from './deck/buildDeck';
import { ExportPreviewGrid } from './ExportPreviewGrid';
import { deckProblem, exportFileName, pdfProblem } from './exportRules';
import type { ExportStory } from './exportStory';
import { PDF_LIBRARY_MISSING, buildPdf } from './pdf/buildPdf';
import { usePdfPlan } from './pdf/usePdfPlan';
import { imageBytes } from './slideRender';
import { renderingText, saveFile, useSlideRenders, type RenderedSlide } from './useSlideRenders';
import { ExportModalFrame } from './ExportModalFrame';
import { exportMessages } from './messages';

export type FileExportKind = 'pdf' | 'deck';

type Drawn = { image: Uint8Array } | { error: string };

const text = exportMessages.file;

/**
 * What differs between the PDF and the slide deck; the flow is the same (docs/product/exports.md).
 * Its words are looked up when shown, in the interface language.
 */
const FORMATS = {
  pdf: {
    title: text.pdfTitle,
    download: text.pdfDownload,
    generating: text.pdfGenerating,
    extension: 'pdf',
    mime: 'application/pdf',
    problem: pdfProblem,
    generateError: (message: string) => text.pdfError({ message }),
    build: buildPdf,
  },
  deck: {
    title: text.deckTitle,
    download: text.deckDownload,
    generating: text.deckGenerating,
    extension: 'pptx',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    problem: deckProblem,
    generateError: (message: string) => text.deckError({ message }),
    build: buildDeck,
  },
} as const;

/** A failure while the slides are drawn. */
export const preparingError = (message: string) =>
  exportMessages.render.preparingError({ message });

/**
 * The PDF preview modal and its slide-deck twin: the slides are drawn ('Rendering slide i of
 * n...'), shown as the pages they will become, then written and saved on Download.
 */
export function SlideExportModal({
  kind,
  story,
  onClose,
}: {
  kind: FileExportKind;
  /** The story as it was when the export was chosen; null keeps the modal closed. */
  story: ExportStory | null;
  onClose: () => void;
}) {
  const format = FORMATS[kind];
  return (
    <ExportModalFrame opened={story !== null} onClose={onClose} title={format.title()} size="xl">
      {story && <SlideExportBody key={story.key} kind={kind} story={story} onClose={onClose} />}
    </ExportModalFrame>
  );
}

function SlideExportBody({
  kind,
  story,
  onClose,
}: {
  kind: FileExportKind;
  story: ExportStory;
  onClose: () => void;
}) {
  const format = FORMATS[kind];
  const problem = format.problem(story.slides);
  const [attempt, setAttempt] = useState(0);
  const renders = useSlideRenders(problem ? null : story.slides, 'jpeg', attempt);
  // The PDF's pages come from the PDF's own layout (its fonts and line breaks).
  const plan = usePdfPlan(kind === 'pdf' && !problem ? story.slides : null);
  const [step, setStep] = useState<
    | { name: 'preview' }
    | { name: 'generating' }
    | { name: 'saved'; fileName: string }
    | { name: 'error'; message: string }
  >({ name: 'preview' });

  if (problem) return <Problem message={problem} onClose={onClose} />;
  if (renders.status === 'error') {
    return (
      <Problem
        message={preparingError(renders.message)}
        onClose={onClose}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }
  if (kind === 'pdf' && plan.status === 'error') {
    return <Problem message={preparingError(plan.message)} onClose={onClose} />;
  }
  if (renders.status === 'rendering' || (kind === 'pdf' && plan.status === 'planning')) {
    const total = story.slides.length;
    const done = renders.status === 'rendering' ? renders.done : total;
    return (
      <Stack gap="sm" py="xl" align="center" role="status" aria-live="polite">
        <Loader size="md" aria-hidden />
        <Text>
          {done < total ? renderingText(Math.min(done + 1, total), total) : text.layingOut()}
        </Text>
        <Progress
          w="100%"
          maw={360}
          value={(done / Math.max(total, 1)) * 100}
          aria-label={text.renderingAria()}
        />
      </Stack>
    );
  }

  const generate = async (rendered: readonly RenderedSlide[]) => {
    setStep({ name: 'generating' });
    try {
      const drawn: Drawn[] = await Promise.all(
        rendered.map(async (slide) =>
          slide.ok ? { image: await imageBytes(slide.image) } : { error: slide.message },
        ),
      );
      const bytes = await format.build(story.title, story.slides, drawn);
      const fileName = exportFileName(story.title, format.extension);
      saveFile(bytes, fileName, format.mime);
      setStep({ name: 'saved', fileName });
    } catch (error) {
      console.error(`Export: the ${kind} could not be written`, error);
      const message = error instanceof Error ? error.message : String(error);
      // A library that did not load says so plainly; anything else names the step.
      setStep({
        name: 'error',
        message:
          message === PDF_LIBRARY_MISSING
            ? text.pdfLibraryMissing()
            : format.generateError(message),
      });
    }
  };

  const pdfPages = plan.status === 'done' ? plan.pages : undefined;
  const scriptPageCount = pdfPages?.filter((page) => page.kind === 'script').length ?? 0;
  const failed = renders.slides.filter((slide) => !slide.ok).length;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" data-testid="export-summary">
        {kind === 'pdf'
          ? text.pdfSummary({
              pages: story.slides.length + scriptPageCount,
              slides: story.slides.length,
              scripts: scriptPageCount,
            })
          : text.deckSummary({ count: story.slides.length })}
        {failed > 0 && ` ${text.failedSlides({ count: failed })}`}
      </Text>
      <ExportPreviewGrid slides={story.slides} rendered={renders.slides} pdfPages={pdfPages} />
      {step.name === 'error' && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {step.message}
        </Alert>
      )}
      {step.name === 'saved' && (
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          {text.savedAs({ fileName: step.fileName })}
        </Alert>
      )}
      <Group
        justify="flex-end"
        gap="sm"
        pos="sticky"
        bottom={0}
        py="xs"
        bg="var(--mantine-color-body)"
      >
        <Button variant="default" onClick={onClose}>
          {step.name === 'saved' ? exportMessages.close() : exportMessages.cancel()}
        </Button>
        <Button
          leftSection={
            step.name === 'generating' ? (
              <Loader size={14} aria-hidden />
            ) : (
              <IconDownload size={16} aria-hidden />
            )
          }
          disabled={step.name === 'generating'}
          onClick={() => void generate(renders.slides)}
        >
          {step.name === 'generating' ? format.generating() : format.download()}
        </Button>
      </Group>
    </Stack>
  );
}

function Problem({
  message,
  onClose,
  onRetry,
}: {
  message: string;
  onClose: () => void;
  onRetry?: () => void;
}) {
  return (
    <Stack gap="md">
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {message}
      </Alert>
      <Group justify="flex-end" gap="sm">
        {onRetry && <Button onClick={onRetry}>{exportMessages.tryAgain()}</Button>}
        <Button variant="default" onClick={onClose}>
          {exportMessages.close()}
        </Button>
      </Group>
    </Stack>
  );
}
