import type * as JsPdfModule from 'jspdf';
import type { ExportSlide } from '../exportRules';
import {
  PDF_FONT_SIZE,
  PDF_HEADING_SIZE,
  PDF_LINE_HEIGHT_FACTOR,
  PDF_MARGIN,
  PDF_PAGE,
  planPdfPages,
  toWinAnsi,
  type DrawnSlide,
  type PdfPage,
} from './pdfPages';

/** §8 PDF: when jsPDF's chunk cannot be fetched (e.g. the app was updated meanwhile). */
export const PDF_LIBRARY_MISSING = 'PDF library not loaded. Please refresh and try again.';

type JsPdf = JsPdfModule.jsPDF;

/** Loads jsPDF on first use only: it is a large library most visits never need. */
async function loadJsPdf(): Promise<typeof JsPdfModule> {
  try {
    return await import('jspdf');
  } catch (error) {
    throw new Error(PDF_LIBRARY_MISSING, { cause: error });
  }
}

const TEXT_WIDTH = PDF_PAGE.width - 2 * PDF_MARGIN;

function drawHeading(doc: JsPdf, heading: string): number {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(PDF_HEADING_SIZE);
  const lines = doc.splitTextToSize(heading, TEXT_WIDTH) as string[];
  doc.text(lines[0] ?? '', PDF_MARGIN, PDF_MARGIN, { baseline: 'top' });
  return PDF_MARGIN + PDF_HEADING_SIZE * PDF_LINE_HEIGHT_FACTOR + PDF_FONT_SIZE;
}

/**
 * The slide picture's alt text as invisible text over it (issue #18). jsPDF cannot tag a picture
 * with /Alt (it writes untagged PDFs), so the words go on the page as real text that is not
 * painted (text render mode 3, as OCR layers do): screen readers, search, copy and text
 * extraction find it; nobody sees it.
 */
function drawAltText(doc: JsPdf, alt: string) {
  if (!alt) return;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(PDF_FONT_SIZE);
  const lines = doc.splitTextToSize(alt, TEXT_WIDTH) as string[];
  doc.text(lines, PDF_MARGIN, PDF_MARGIN, {
    baseline: 'top',
    lineHeightFactor: PDF_LINE_HEIGHT_FACTOR,
    renderingMode: 'invisible',
  });
}

function drawPage(doc: JsPdf, page: PdfPage) {
  if (page.kind === 'slide') {
    // The picture is the whole slide: it fills the page edge to edge, as on the canvas.
    doc.addImage(page.image, 'JPEG', 0, 0, PDF_PAGE.width, PDF_PAGE.height, undefined, 'NONE');
    drawAltText(doc, page.alt);
    return;
  }
  if (page.kind === 'error') {
    doc.setFillColor('#f1f3f5');
    doc.rect(0, 0, PDF_PAGE.width, PDF_PAGE.height, 'F');
    doc.setTextColor('#212529');
    drawHeading(doc, page.heading);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(PDF_FONT_SIZE);
    doc.setTextColor('#c92a2a');
    doc.text(page.message, PDF_PAGE.width / 2, PDF_PAGE.height / 2, {
      align: 'center',
      baseline: 'middle',
      maxWidth: TEXT_WIDTH,
    });
    doc.setTextColor('#000000');
    return;
  }
  doc.setTextColor('#000000');
  const top = drawHeading(doc, page.heading);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(PDF_FONT_SIZE);
  doc.text(page.lines, PDF_MARGIN, top, {
    baseline: 'top',
    lineHeightFactor: PDF_LINE_HEIGHT_FACTOR,
  });
}

/**
 * Writes the PDF: 375 x 667 pages, each slide's picture (or its error slide), and the script as
 * real text (selectable and searchable) on the page after its slide.
 */
export async function buildPdf(
  title: string,
  slides: readonly ExportSlide[],
  drawn: readonly DrawnSlide[],
): Promise<ArrayBuffer> {
  const { jsPDF } = await loadJsPdf();
  const doc = new jsPDF({ unit: 'pt', format: [PDF_PAGE.width, PDF_PAGE.height], compress: true });
  doc.setProperties({ title: toWinAnsi(title), creator: 'Data Story Builder' });
  const wrap = (text: string) => {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(PDF_FONT_SIZE);
    return doc.splitTextToSize(text, TEXT_WIDTH) as string[];
  };
  const pages = planPdfPages(slides, drawn, wrap);
  pages.forEach((page, index) => {
    if (index > 0) doc.addPage([PDF_PAGE.width, PDF_PAGE.height], 'portrait');
    drawPage(doc, page);
  });
  return doc.output('arraybuffer');
}
