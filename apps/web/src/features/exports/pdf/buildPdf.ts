import type * as FontkitModule from 'fontkit';
import type * as PdfLibModule from 'pdf-lib';
import type { Color, PDFDocument, PDFPage } from 'pdf-lib';
import { slideAltText } from '../altText';
import { SLIDE_RENDER_MESSAGES, type ExportSlide } from '../exportRules';
import { fetchFontFile } from './fontFiles';
import { fontkitForPdfLib } from './fontkitAdapter';
import { PdfFonts, readsRightToLeft, type FontLoader } from './pdfFonts';
import {
  PDF_FONT_SIZE,
  PDF_HEADING_SIZE,
  PDF_LINE_HEIGHT_FACTOR,
  PDF_MARGIN,
  PDF_PAGE,
  planPdfPages,
  scriptHeading,
  slideHeading,
  type DrawnSlide,
  type PdfPage,
} from './pdfPages';
import { wrapText } from './pdfWrap';

/** When the PDF library's chunk cannot be fetched (e.g. the app was updated meanwhile). */
export const PDF_LIBRARY_MISSING = 'PDF library not loaded. Please refresh and try again.';

type PdfLib = typeof PdfLibModule;
type Libraries = { pdfLib: PdfLib; fontkit: typeof FontkitModule };

/** Loads pdf-lib and fontkit on first use only: large libraries most visits never need. */
async function loadLibraries(): Promise<Libraries> {
  try {
    const [pdfLib, fontkit] = await Promise.all([import('pdf-lib'), import('fontkit')]);
    return { pdfLib, fontkit };
  } catch (error) {
    throw new Error(PDF_LIBRARY_MISSING, { cause: error });
  }
}

const TEXT_WIDTH = PDF_PAGE.width - 2 * PDF_MARGIN;
const LINE = PDF_FONT_SIZE * PDF_LINE_HEIGHT_FACTOR;

/**
 * Every text the PDF may write, so that the fonts it needs are fetched before layout: the pupil's
 * words and the app's labels in the interface language (an error slide's reason included).
 */
function allText(title: string, slides: readonly ExportSlide[]): string {
  return [
    title,
    scriptHeading('', true),
    SLIDE_RENDER_MESSAGES.unavailable,
    SLIDE_RENDER_MESSAGES.timeout,
    ...slides.flatMap((slide, index) => [
      slideHeading(slide, index + 1),
      slide.script,
      slideAltText(slide, index + 1),
    ]),
  ].join('\n');
}

type Layout = { lib: PdfLib; doc: PDFDocument; fonts: PdfFonts; pages: PdfPage[] };

/** The document, its fonts and its pages; the preview counts the pages from the same layout. */
async function layoutPdf(
  title: string,
  slides: readonly ExportSlide[],
  drawn: readonly DrawnSlide[],
  loadFont: FontLoader,
): Promise<Layout> {
  const { pdfLib, fontkit } = await loadLibraries();
  const doc = await pdfLib.PDFDocument.create();
  doc.registerFontkit(fontkitForPdfLib(fontkit));
  const fonts = await PdfFonts.embed(doc, allText(title, slides), loadFont, fontkit.create);
  const wrap = (text: string) =>
    wrapText(text, TEXT_WIDTH, (line) => fonts.width(line, PDF_FONT_SIZE));
  return { lib: pdfLib, doc, fonts, pages: planPdfPages(slides, drawn, wrap) };
}

/** The pages the PDF of these slides will have: the preview shows and counts these. */
export async function planPdf(
  slides: readonly ExportSlide[],
  loadFont: FontLoader = fetchFontFile,
): Promise<PdfPage[]> {
  const placeholders = slides.map(() => ({ image: new Uint8Array() }));
  return (await layoutPdf('', slides, placeholders, loadFont)).pages;
}

/** Draws lines from `top` (the top of the first line's letters, from the page's top). */
function drawLines(
  { lib, fonts, page }: Target,
  lines: readonly string[],
  { top, size, bold = false, color, center = false }: DrawOptions,
) {
  lines.forEach((line, index) => {
    const y = PDF_PAGE.height - top - index * size * PDF_LINE_HEIGHT_FACTOR - fonts.ascent(size);
    // A line in Arabic starts at the right margin, as it reads.
    const width = fonts.width(line, size, bold);
    const x = center
      ? (PDF_PAGE.width - width) / 2
      : readsRightToLeft(line)
        ? PDF_PAGE.width - PDF_MARGIN - width
        : PDF_MARGIN;
    // Glyphs are drawn in visual order: a Hindi vowel sign before its consonant. The line's own
    // text, in reading order, is given as what copying and text extraction read. Readers put
    // right-to-left glyphs back in reading order themselves (poppler reverses an ActualText of
    // such a line again), so those lines go without; so do lines with no reordered glyphs (a
    // marked Latin line made poppler read a wrapped script's lines out of order).
    const marked = REORDERED_GLYPHS.test(line) && !RIGHT_TO_LEFT_LETTER.test(line);
    if (marked) {
      const actual = page.doc.context.obj({ ActualText: lib.PDFHexString.fromText(line) });
      // pdf-lib writes any object as an operand; its type leaves dictionaries out.
      const operands = [lib.PDFName.of('Span'), actual] as unknown as PdfLibModule.PDFName[];
      page.pushOperators(
        lib.PDFOperator.of(lib.PDFOperatorNames.BeginMarkedContentSequence, operands),
      );
    }
    fonts.draw(page, line, { x, y, size, bold, color });
    if (marked) page.pushOperators(lib.endMarkedContent());
  });
}
const RIGHT_TO_LEFT_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
/** Scripts whose glyphs are drawn in another order than they are read (of the fonts we ship). */
const REORDERED_GLYPHS = /\p{Script=Devanagari}/u;
type Target = { lib: PdfLib; fonts: PdfFonts; page: PDFPage };
type DrawOptions = { top: number; size: number; bold?: boolean; color: Color; center?: boolean };

async function drawPage(layout: Layout, pdfPage: PdfPage) {
  const { lib, doc, fonts } = layout;
  const page = doc.addPage([PDF_PAGE.width, PDF_PAGE.height]);
  const target = { lib, fonts, page };
  const black = lib.rgb(0, 0, 0);
  const heading = (text: string) => {
    const [first = ''] = wrapText(text, TEXT_WIDTH, (line) =>
      fonts.width(line, PDF_HEADING_SIZE, true),
    );
    drawLines(target, [first], {
      top: PDF_MARGIN,
      size: PDF_HEADING_SIZE,
      bold: true,
      color: black,
    });
    return PDF_MARGIN + PDF_HEADING_SIZE * PDF_LINE_HEIGHT_FACTOR + PDF_FONT_SIZE;
  };
  if (pdfPage.kind === 'slide') {
    // The picture is the whole slide: it fills the page edge to edge, as on the canvas.
    const image = await doc.embedJpg(pdfPage.image);
    page.drawImage(image, { x: 0, y: 0, width: PDF_PAGE.width, height: PDF_PAGE.height });
    // Its alt text as invisible text over it (issue #18), as OCR layers do: screen readers,
    // search, copy and text extraction find it; nobody sees it.
    if (!pdfPage.alt) return;
    const { pushGraphicsState, popGraphicsState, setTextRenderingMode, TextRenderingMode } = lib;
    page.pushOperators(pushGraphicsState(), setTextRenderingMode(TextRenderingMode.Invisible));
    const lines = wrapText(pdfPage.alt, TEXT_WIDTH, (line) => fonts.width(line, PDF_FONT_SIZE));
    drawLines(target, lines, { top: PDF_MARGIN, size: PDF_FONT_SIZE, color: black });
    page.pushOperators(popGraphicsState());
    return;
  }
  if (pdfPage.kind === 'error') {
    page.drawRectangle({
      x: 0,
      y: 0,
      width: PDF_PAGE.width,
      height: PDF_PAGE.height,
      color: lib.rgb(0xf1 / 255, 0xf3 / 255, 0xf5 / 255),
    });
    heading(pdfPage.heading);
    const lines = wrapText(pdfPage.message, TEXT_WIDTH, (line) => fonts.width(line, PDF_FONT_SIZE));
    drawLines(target, lines, {
      top: (PDF_PAGE.height - lines.length * LINE) / 2,
      size: PDF_FONT_SIZE,
      color: lib.rgb(0xc9 / 255, 0x2a / 255, 0x2a / 255),
      center: true,
    });
    return;
  }
  const top = heading(pdfPage.heading);
  drawLines(target, pdfPage.lines, { top, size: PDF_FONT_SIZE, color: black });
}

/**
 * Writes the PDF: 375 x 667 pages, each slide's picture (or its error slide), and the script as
 * real text (selectable and searchable, in fonts that have its characters) after its slide.
 */
export async function buildPdf(
  title: string,
  slides: readonly ExportSlide[],
  drawn: readonly DrawnSlide[],
  loadFont: FontLoader = fetchFontFile,
): Promise<ArrayBuffer> {
  const layout = await layoutPdf(title, slides, drawn, loadFont);
  layout.doc.setTitle(title);
  layout.doc.setCreator('Data Story Builder');
  layout.doc.setProducer('Data Story Builder');
  for (const page of layout.pages) await drawPage(layout, page);
  const bytes = await layout.doc.save();
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
