import { AspectRatio, Box, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { hasScript, type ExportSlide } from './exportRules';
import type { PdfPage } from './pdf/pdfPages';
import { exportMessages } from './messages';
import type { RenderedSlide } from './useSlideRenders';

const SLIDE_RATIO = 375 / 667;

/**
 * The pages an export will hold, as thumbnails: each slide's picture (or its error slide), and,
 * with `pdfPages` (the PDF's own layout), the script pages that follow it; otherwise the script
 * is shown as the slide's notes (the deck).
 */
export function ExportPreviewGrid({
  slides,
  rendered,
  pdfPages,
  scriptLabel = 'notes',
}: {
  slides: readonly ExportSlide[];
  rendered: readonly RenderedSlide[];
  pdfPages?: readonly PdfPage[];
  /** What the script is called under each slide when it has no page of its own. */
  scriptLabel?: 'notes' | 'script';
}) {
  const text = exportMessages.grid;
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm" verticalSpacing="md" role="list">
      {slides.flatMap((slide, index) => {
        const number = index + 1;
        const drawn = rendered[index];
        const pages = [
          <Stack key={`slide-${number}`} gap={4} role="listitem" data-testid="export-page">
            <PageFrame>
              {drawn?.ok ? (
                <Image
                  src={drawn.url}
                  alt={
                    slide.title.trim()
                      ? text.slideAlt({ number, title: slide.title.trim() })
                      : text.slide({ number })
                  }
                  w="100%"
                  h="100%"
                />
              ) : (
                <Stack h="100%" justify="center" align="center" p="xs" bg="gray.1">
                  <Text size="xs" c="red.8" ta="center" fw={600} data-testid="export-error-slide">
                    {drawn?.message}
                  </Text>
                </Stack>
              )}
            </PageFrame>
            <Text size="xs" c="dimmed" ta="center">
              {text.slide({ number })}
            </Text>
            {!pdfPages && hasScript(slide) && (
              <Text size="xs" lineClamp={3} title={slide.script}>
                <Text span inherit fw={600}>
                  {scriptLabel === 'script' ? text.script() : text.notes()}{' '}
                </Text>
                {/* The pupil's words keep their own direction inside an Arabic label. */}
                <bdi>{slide.script.trim()}</bdi>
              </Text>
            )}
          </Stack>,
        ];
        const scriptPages = (pdfPages ?? []).filter(
          (page) => page.kind === 'script' && page.slideNumber === number,
        );
        scriptPages.forEach((page, pageIndex) => {
          if (page.kind !== 'script') return;
          pages.push(
            <Stack
              key={`script-${number}-${pageIndex}`}
              gap={4}
              role="listitem"
              data-testid="export-page"
            >
              <PageFrame>
                <Box p={6} h="100%" style={{ overflow: 'hidden' }}>
                  <Text fz={9} fw={700} mb={4}>
                    {page.heading}
                  </Text>
                  <Text fz={8} dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                    {page.lines.join('\n')}
                  </Text>
                </Box>
              </PageFrame>
              <Text size="xs" c="dimmed" ta="center">
                {scriptPages.length > 1
                  ? text.scriptOfPart({ number, page: pageIndex + 1, pages: scriptPages.length })
                  : text.scriptOf({ number })}
              </Text>
            </Stack>,
          );
        });
        return pages;
      })}
    </SimpleGrid>
  );
}

function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="xs" style={{ overflow: 'hidden' }}>
      <AspectRatio ratio={SLIDE_RATIO}>{children}</AspectRatio>
    </Paper>
  );
}
