import { loadScriptFonts, withScriptFonts } from '../../lib/scriptFonts';
import { readsRightToLeft } from './pdf/pdfFonts';
import { wrapText } from './pdf/pdfWrap';

/**
 * The script on exported slides (docs/exports.md, "The script on exported slides"): at most 3
 * lines with 10 px margins, in a dark band across the slide's foot, white text; a longer script
 * ends its third line with '…' (the whole script is in the PDF's script pages, the deck's notes
 * and the video's narration and captions). Sizes are the 375 x 667 canvas's, scaled to the picture.
 */
export const SCRIPT_OVERLAY = {
  maxLines: 3,
  margin: 10,
  fontSize: 14,
  lineHeight: 1.35,
  font: 'Arial, "Helvetica Neue", Helvetica, sans-serif',
  band: 'rgba(33, 37, 41, 0.82)',
  text: '#ffffff',
} as const;

const CANVAS_WIDTH = 375;
const ELLIPSIS = '…';

/** The script as the slide shows it: one paragraph, at most `maxLines` lines of `width`. */
export function scriptLines(
  script: string,
  width: number,
  measure: (text: string) => number,
  maxLines: number = SCRIPT_OVERLAY.maxLines,
): string[] {
  const text = script.trim().replace(/\s+/g, ' ');
  if (!text) return [];
  const lines = wrapText(text, width, measure);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = Array.from(`${kept[maxLines - 1]!} ${lines[maxLines]!}`);
  while (last.length > 0 && measure(`${last.join('').trimEnd()}${ELLIPSIS}`) > width) last.pop();
  kept[maxLines - 1] = `${last.join('').trimEnd()}${ELLIPSIS}`;
  return kept;
}

/** Where the band and each line go on a picture `width` x `height` (pixels, lines' tops). */
export function overlayLayout(lineCount: number, width: number, height: number) {
  const scale = width / CANVAS_WIDTH;
  const margin = SCRIPT_OVERLAY.margin * scale;
  const fontSize = SCRIPT_OVERLAY.fontSize * scale;
  const lineHeight = fontSize * SCRIPT_OVERLAY.lineHeight;
  const bandTop = height - 2 * margin - lineCount * lineHeight;
  return {
    scale,
    margin,
    fontSize,
    textWidth: width - 2 * margin,
    bandTop,
    lineTops: Array.from({ length: lineCount }, (_, i) => bandTop + margin + i * lineHeight),
  };
}

/** Draws the script over a drawn slide and encodes the result as asked. */
export async function drawScriptOverlay(
  image: Blob,
  script: string,
  { format, quality }: { format: 'png' | 'jpeg'; quality?: number },
): Promise<Blob> {
  // Arabic, Hindi or Chinese words in the band need their font, which a computer may lack.
  await loadScriptFonts(script);
  const bitmap = await createImageBitmap(image);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The script could not be drawn on the slide');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const probe = overlayLayout(0, canvas.width, canvas.height);
  context.font = `${probe.fontSize}px ${withScriptFonts(SCRIPT_OVERLAY.font)}`;
  const lines = scriptLines(script, probe.textWidth, (text) => context.measureText(text).width);
  const layout = overlayLayout(lines.length, canvas.width, canvas.height);
  context.fillStyle = SCRIPT_OVERLAY.band;
  context.fillRect(0, layout.bandTop, canvas.width, canvas.height - layout.bandTop);
  context.fillStyle = SCRIPT_OVERLAY.text;
  context.textBaseline = 'top';
  lines.forEach((line, index) => {
    // A line in Arabic starts at the right margin, as it reads.
    const rtl = readsRightToLeft(line);
    context.direction = rtl ? 'rtl' : 'ltr';
    context.textAlign = 'start';
    const x = rtl ? canvas.width - layout.margin : layout.margin;
    context.fillText(line, x, layout.lineTops[index]!, layout.textWidth);
  });
  const mime = format === 'jpeg' ? 'image/jpeg' : 'image/png';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, mime, quality));
  if (!blob) throw new Error('The slide with its script could not be encoded');
  return blob;
}
