import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { BLUE_JPEG, TEXT_CANVAS, slide } from '../testing/fixtures';
import { pdfInfo, pdfText, sofficeToPdf, withTempDir } from '../testing/tools';
import { buildDeck, slideAltText, type SlidePartsDrawer } from './buildDeck';

/** A 1 x 1 PNG: what the renderer gives for a picture of one object (the test has no canvas). */
const PIXEL_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);
const drawPixels: SlidePartsDrawer = async (_state, parts) =>
  parts.map(() => new Blob([PIXEL_PNG], { type: 'image/png' }));
const cannotDraw: SlidePartsDrawer = () => Promise.reject(new Error('no canvas'));

/** A slide as a teacher would make it: a heading, a shape, a chart and a drawing over them. */
const EDITABLE_CANVAS = [
  {
    type: 'textbox',
    originX: 'left',
    originY: 'top',
    text: 'Sea levels are rising',
    left: 20,
    top: 40,
    width: 335,
    height: 31.6,
    fontFamily: 'Arial',
    fontSize: 24,
    fontWeight: 'bold',
    textAlign: 'center',
    fill: '#1a1b1e',
  },
  {
    type: 'rect',
    left: 100,
    top: 100,
    width: 100,
    height: 100,
    fill: '#007AFF',
    stroke: '#007AFF',
    strokeWidth: 2,
    opacity: 0.6,
  },
  {
    type: 'image',
    src: '/files/images/chart.png',
    left: 20,
    top: 300,
    width: 300,
    height: 200,
    metadata: { alt: 'Global sea level since 1880' },
  },
  {
    type: 'path',
    path: [
      ['M', 0, 0],
      ['L', 50, 40],
    ],
    left: 5,
    top: 5,
    width: 50,
    height: 40,
  },
];

/** An EMU value of the .pptx (914400 to the inch). */
const emu = (inches: number) => Math.round(inches * 914_400);

describe('buildDeck (real pptxgenjs, opened by LibreOffice)', () => {
  it('writes a portrait deck, a slide per slide, with the scripts as speaker notes', async () => {
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
        canvasState: [...TEXT_CANVAS, { type: 'image', src: '/files/c.png', width: 9, height: 9 }],
      }),
      slide({ title: 'Broken', canvasState: TEXT_CANVAS }),
    ];
    // Slide 2 has a chart: without a canvas to draw it on its own, the slide keeps its picture.
    const bytes = await buildDeck(
      'Urban heat',
      slides,
      [
        { image: BLUE_JPEG },
        { image: BLUE_JPEG },
        { error: 'Render timeout - image may be incomplete' },
      ],
      cannotDraw,
    );
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
    // Slide 1 has only text: it is text, no picture.
    expect(await read('ppt/slides/slide1.xml')).toContain('<a:t>Hello</a:t>');
    expect(await read('ppt/slides/slide1.xml')).not.toContain('<p:pic>');
    expect(await read('ppt/slides/slide2.xml')).toContain('descr="Slide 2: Evidence. Text: Hello"');
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
    const arabicText = {
      type: 'textbox',
      text: scripts[0],
      left: 20,
      top: 20,
      width: 335,
      height: 30,
    };
    const slides = scripts.map((script) =>
      slide({ title: 'Sea', script, canvasState: [arabicText] }),
    );
    const bytes = await buildDeck(
      'Sea',
      slides,
      [{ image: BLUE_JPEG }, { image: BLUE_JPEG }, { image: BLUE_JPEG }],
      drawPixels,
    );
    const zip = await JSZip.loadAsync(bytes);
    const notes = (n: number) => zip.file(`ppt/notesSlides/notesSlide${n}.xml`)!.async('string');
    const arabic = await notes(1);
    expect(arabic).toContain('<a:pPr algn="r" rtl="1"/><a:r><a:rPr lang="ar-SA"');
    expect(arabic).toContain(scripts[0]);
    expect(await notes(2)).not.toContain('rtl="1"');
    expect(await notes(3)).toContain('<a:rPr lang="he-IL"');
    // An Arabic text box reads right to left and starts at the right, as on the canvas.
    const text = await zip.file('ppt/slides/slide1.xml')!.async('string');
    expect(text).toMatch(/<a:pPr[^>]*rtl="1"[^>]*>/);
    expect(text).toMatch(/<a:pPr[^>]*algn="r"/);
    expect(text).toContain(`<a:t>${scripts[0]}</a:t>`);
  });

  it('keeps text as text boxes, shapes as shapes and pictures with their alt text', async () => {
    const bytes = await buildDeck(
      'Sea level',
      [slide({ title: 'Rising', script: 'The sea rose 20 cm.', canvasState: EDITABLE_CANVAS })],
      [{ image: BLUE_JPEG }],
      drawPixels,
    );
    const zip = await JSZip.loadAsync(bytes);
    const xml = await zip.file('ppt/slides/slide1.xml')!.async('string');
    // The heading: a text box at its place (0.205, 0.405 in), 3.35 in wide, Arial 17.3 pt bold.
    const heading = /<p:sp>(?:(?!<\/p:sp>).)*Sea levels are rising(?:(?!<\/p:sp>).)*<\/p:sp>/s.exec(
      xml,
    )?.[0];
    expect(heading).toBeDefined();
    expect(heading).toContain('<p:txBody>');
    expect(heading).toContain(`<a:off x="${emu(0.205)}" y="${emu(0.405)}"/>`);
    expect(heading).toContain(`<a:ext cx="${emu(3.35)}"`);
    expect(heading).toContain('<a:latin typeface="Arial"');
    expect(heading).toMatch(/<a:rPr[^>]* sz="1730"[^>]* b="1"/);
    expect(heading).toContain('<a:srgbClr val="1A1B1E"');
    expect(heading).toContain('algn="ctr"');
    expect(heading).toContain('<a:t>Sea levels are rising</a:t>');
    // The square, with its 60% opacity as 40% transparency.
    expect(xml).toContain('<a:prstGeom prst="rect">');
    expect(xml).toMatch(/<a:srgbClr val="007AFF"><a:alpha val="60000"\/>/);
    // The chart and the drawing are pictures; the chart says what it shows.
    expect(xml.match(/<p:pic>/g)).toHaveLength(2);
    expect(xml).toContain('descr="Global sea level since 1880"');
    // Back to front, as on the canvas: heading, square, chart, drawing.
    const order = ['Sea levels are rising', 'val="007AFF"', 'Global sea level'];
    const at = [...order.map((needle) => xml.indexOf(needle)), xml.lastIndexOf('<p:pic>')];
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(at[0]).toBeGreaterThan(0);
    expect(await zip.file('ppt/notesSlides/notesSlide1.xml')!.async('string')).toContain(
      'The sea rose 20 cm.',
    );

    // LibreOffice reads the heading as text (pdftotext reads only real text, never pictures).
    await withTempDir(async (dir) => {
      const file = path.join(dir, 'Sea_level.pptx');
      await writeFile(file, new Uint8Array(bytes));
      expect(await pdfText(await sofficeToPdf(file, dir))).toContain('Sea levels are rising');
    });
  }, 180_000);

  it('alt text leaves out the stored default', () => {
    expect(slideAltText({ ...slide(), images: [{ alt: 'Slide Image' }] }, 2)).toBe('Slide 2');
  });
});
