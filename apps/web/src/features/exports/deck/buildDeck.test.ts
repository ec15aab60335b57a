import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { BLUE_JPEG, TEXT_CANVAS, slide } from '../testing/fixtures';
import { pdfInfo, sofficeToPdf, withTempDir } from '../testing/tools';
import { buildDeck, slideAltText } from './buildDeck';

describe('buildDeck (real pptxgenjs, opened by LibreOffice)', () => {
  it('writes a portrait deck with one picture per slide and the scripts as speaker notes', async () => {
    const slides = [
      {
        ...slide({
          title: 'Question',
          script: 'Why do cities get hotter?',
          canvasState: TEXT_CANVAS,
        }),
        images: [{ alt: 'Heat map of Paris' }],
      },
      slide({
        title: 'Evidence',
        script: 'Asphalt & concrete store heat <at night>.',
        canvasState: TEXT_CANVAS,
      }),
      slide({ title: 'Broken', canvasState: TEXT_CANVAS }),
    ];
    const bytes = await buildDeck('Urban heat', slides, [
      { image: BLUE_JPEG },
      { image: BLUE_JPEG },
      { error: 'Render timeout - image may be incomplete' },
    ]);
    const zip = await JSZip.loadAsync(bytes);
    const read = (name: string) => zip.file(name)!.async('string');
    const presentation = await read('ppt/presentation.xml');
    // 3.75 x 6.67 inches in EMU: portrait, the canvas's shape.
    expect(presentation).toContain('<p:sldSz cx="3429000" cy="6099048"');
    expect(zip.file(/^ppt\/slides\/slide\d+\.xml$/)).toHaveLength(3);
    expect(await read('ppt/notesSlides/notesSlide1.xml')).toContain('Why do cities get hotter?');
    expect(await read('ppt/notesSlides/notesSlide2.xml')).toContain(
      'Asphalt &amp; concrete store heat &lt;at night&gt;.',
    );
    expect(await read('ppt/slides/slide1.xml')).toContain(
      'descr="Slide 1: Question. Text: Hello. Heat map of Paris"',
    );
    expect(await read('ppt/slides/slide3.xml')).toContain(
      'Render timeout - image may be incomplete',
    );

    await withTempDir(async (dir) => {
      const file = path.join(dir, 'Urban_heat.pptx');
      await writeFile(file, new Uint8Array(bytes));
      const pdf = await sofficeToPdf(file, dir);
      const info = await pdfInfo(pdf);
      expect(info.pages).toBe(3);
      const [width, height] = info.size.split(' x ').map(Number);
      expect(height! / width!).toBeCloseTo(667 / 375, 2);
    });
  }, 180_000);

  it('marks Arabic and Hebrew speaker notes right to left, with their language', async () => {
    const scripts = ['ارتفع البحر 20 سم منذ 1900.', 'Sea: البحر', 'פני הים עלו.'];
    const slides = scripts.map((script) => slide({ title: 'Sea', script }));
    const bytes = await buildDeck('Sea', slides, [
      { image: BLUE_JPEG },
      { image: BLUE_JPEG },
      { image: BLUE_JPEG },
    ]);
    const zip = await JSZip.loadAsync(bytes);
    const notes = (n: number) => zip.file(`ppt/notesSlides/notesSlide${n}.xml`)!.async('string');
    const arabic = await notes(1);
    expect(arabic).toContain('<a:pPr algn="r" rtl="1"/><a:r><a:rPr lang="ar-SA"');
    expect(arabic).toContain(scripts[0]);
    expect(await notes(2)).not.toContain('rtl="1"');
    expect(await notes(3)).toContain('<a:rPr lang="he-IL"');
  });

  it('alt text leaves out the stored default', () => {
    expect(slideAltText({ ...slide(), images: [{ alt: 'Slide Image' }] }, 2)).toBe('Slide 2');
  });
});
