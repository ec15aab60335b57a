import { slideAltText } from '../altText';
import { SLIDE_RENDER_MESSAGES, hasScript, type ExportSlide } from '../exportRules';
import { exportMessages, slideLabel } from '../messages';

/**
 * The pages of an exported PDF (docs/product/exports.md), decided without the PDF library: one page
 * per slide (its picture, or an error slide), then a script page after every slide with a script.
 */

/** Pages are 375 x 667 with 20 margins, text 12 and headings 14 bold (1 px = 1 pt). */
export const PDF_PAGE = { width: 375, height: 667 } as const;
export const PDF_MARGIN = 20;
export const PDF_FONT_SIZE = 12;
export const PDF_HEADING_SIZE = 14;
export const PDF_LINE_HEIGHT_FACTOR = 1.4;

/** A slide as drawn for the export: its picture, or why there is none. */
export type DrawnSlide = { image: Uint8Array } | { error: string };

export type PdfPage =
  | { kind: 'slide'; slideNumber: number; image: Uint8Array; alt: string }
  | { kind: 'error'; slideNumber: number; heading: string; message: string }
  | { kind: 'script'; slideNumber: number; heading: string; lines: string[] };

/**
 * The heading of a slide's script or error page: 'Slide 2: Title', or 'Slide 2' untitled, in the
 * interface language when the PDF is made (the title as the pupil wrote it).
 */
export function slideHeading(slide: ExportSlide, slideNumber: number): string {
  return slideLabel(slideNumber, slide.title);
}

/** A script page's heading: 'Slide 2: Title - Script', then '... - Script (continued)'. */
export function scriptHeading(heading: string, continued: boolean): string {
  const document = exportMessages.document;
  return continued
    ? document.scriptHeadingContinued({ heading })
    : document.scriptHeading({ heading });
}

/** How many body lines fit under a heading on one page. */
export function linesPerPage(): number {
  const headingBlock = PDF_HEADING_SIZE * PDF_LINE_HEIGHT_FACTOR + PDF_FONT_SIZE;
  const room = PDF_PAGE.height - 2 * PDF_MARGIN - headingBlock;
  return Math.floor(room / (PDF_FONT_SIZE * PDF_LINE_HEIGHT_FACTOR));
}

/**
 * Text as the PDF writes it: composed (NFC), one kind of line break, tabs as spaces, and no other
 * control characters (they have no glyph). Every other character is kept: the PDF embeds fonts
 * for it (pdfFonts.ts).
 */
export function pdfText(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      .replace(/\t/g, ' ')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '')
  );
}

/**
 * Lays out the document. `wrap` breaks text into lines that fit the text width (the PDF measures
 * with its fonts; tests pass a simple one). A script longer than a page continues on the
 * next page, headed '(continued)', so no words are lost.
 */
export function planPdfPages(
  slides: readonly ExportSlide[],
  drawn: readonly DrawnSlide[],
  wrap: (text: string) => string[],
): PdfPage[] {
  const perPage = linesPerPage();
  const pages: PdfPage[] = [];
  slides.forEach((slide, index) => {
    const slideNumber = index + 1;
    const heading = pdfText(slideHeading(slide, slideNumber));
    const picture = drawn[index];
    if (picture && 'image' in picture) {
      const alt = pdfText(slideAltText(slide, slideNumber));
      pages.push({ kind: 'slide', slideNumber, image: picture.image, alt });
    } else {
      const message = picture?.error ?? SLIDE_RENDER_MESSAGES.unavailable;
      pages.push({ kind: 'error', slideNumber, heading, message });
    }
    if (!hasScript(slide)) return;
    const lines = wrap(pdfText(slide.script.trim()));
    for (let start = 0; start < lines.length; start += perPage) {
      pages.push({
        kind: 'script',
        slideNumber,
        heading: scriptHeading(heading, start > 0),
        lines: lines.slice(start, start + perPage),
      });
    }
  });
  return pages;
}
