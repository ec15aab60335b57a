import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLUE_JPEG, TEXT_CANVAS, slide } from '../testing/fixtures';
import { pdfInfo, pdfText, withTempDir } from '../testing/tools';
import { buildPdf } from './buildPdf';

describe('buildPdf (real jsPDF, read back with poppler)', () => {
  it('writes 375x667 pages: slides, script pages as real text, and an error slide', async () => {
    const slides = [
      slide({
        title: 'Rising seas',
        script: 'Sea levels rose “20 cm” since 1900.',
        canvasState: TEXT_CANVAS,
      }),
      slide({ title: 'No script', canvasState: TEXT_CANVAS }),
      slide({
        title: 'Broken',
        script: 'The chart could not load – sorry.',
        canvasState: TEXT_CANVAS,
      }),
    ];
    const bytes = await buildPdf('Our oceans', slides, [
      { image: BLUE_JPEG },
      { image: BLUE_JPEG },
      { error: 'Image unavailable' },
    ]);
    await withTempDir(async (dir) => {
      const file = path.join(dir, 'story.pdf');
      await writeFile(file, new Uint8Array(bytes));
      expect(await pdfInfo(file)).toEqual({ pages: 5, size: '375 x 667' });
      const text = await pdfText(file);
      expect(text).toContain('Slide 1: Rising seas - Script');
      expect(text).toContain('Sea levels rose “20 cm” since 1900.');
      expect(text).toContain('The chart could not load – sorry.');
      expect(text).toContain('Image unavailable');
      expect(text).not.toContain('No script - Script');
      // Each slide picture's alt text, as invisible text on its page (issue #18).
      expect(text).toContain('Slide 2: No script. Text: Hello');
    });
  });
});
