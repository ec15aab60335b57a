import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import { share, signIn, uploadImage } from './support/editor';
import { expect, test } from './support/fixtures';

/*
 * Issue #32 item 5 "Done when", in a real browser: a slide with a heading, a shape and an image is
 * saved as a slide deck; the .pptx has the heading as text in its font, size and place, the shape
 * as a preset shape, the image as a picture with its alt text and the script as speaker notes;
 * LibreOffice (installed with the export tests' tools, .ci/run) reads the heading as text.
 */

const run = promisify(execFile);
const shots = process.env.E2E_SCREENSHOTS;
const HEADING = 'Sea levels are rising';
const SCRIPT = 'The sea has risen about twenty centimetres since 1900.';
/** An EMU value of the .pptx (914400 to the inch; the canvas has 100 px to the inch). */
const emu = (px: number) => Math.round((px / 100) * 914_400);

test('a slide deck keeps the heading as text, the shape as a shape and the image with its alt text', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'editable-deck');
  const src = await uploadImage(page);
  const canvasState = [
    {
      type: 'Textbox',
      left: 20,
      top: 40,
      width: 335,
      text: HEADING,
      fontFamily: 'Arial',
      fontSize: 24,
      fontWeight: 'bold',
      textAlign: 'center',
      fill: '#1a1b1e',
    },
    { type: 'Rect', left: 100, top: 120, width: 100, height: 60, fill: '#007AFF', strokeWidth: 0 },
    {
      type: 'Image',
      src,
      left: 50,
      top: 300,
      width: 200,
      height: 100,
      metadata: { alt: 'Bar chart of sea level by decade' },
    },
  ];
  const response = await page.request.post('/api/stories', {
    data: {
      title: 'Editable deck',
      template: 'blank',
      slides: [{ id: 'slide-1-0', title: 'Rising', script: SCRIPT, canvasState }],
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { _id: id } = (await response.json()) as { _id: string };
  await page.goto(`/tool?slide=0&story=${id}`);
  await expect(page.locator('[data-testid="slide-canvas"] canvas.upper-canvas')).toBeVisible();

  await share(page, 'Slide deck (.pptx)');
  const dialog = page.getByRole('dialog', { name: 'Slide Deck Preview' });
  await expect(dialog.getByTestId('export-page')).toHaveCount(1, { timeout: 60_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download slide deck (.pptx)' }).click(),
  ]);
  const dir = await mkdtemp(path.join(tmpdir(), 'dsb-editable-deck-'));
  try {
    const file = path.join(dir, 'deck.pptx');
    await download.saveAs(file);
    const zip = await JSZip.loadAsync(await readFile(file));
    const slide = await zip.file('ppt/slides/slide1.xml')!.async('string');
    const shapes = slide.match(/<p:sp>.*?<\/p:sp>/gs) ?? [];
    const heading = shapes.find((shape) => shape.includes(`<a:t>${HEADING}</a:t>`));
    expect(heading, 'the heading is a text box').toBeDefined();
    // Arial 24 px = 17.3 pt, bold, centred, from (20.5, 40.5) px: Fabric's box has its 1 px
    // stroke width around the text.
    expect(heading).toContain('<a:latin typeface="Arial"');
    expect(heading).toMatch(/<a:rPr[^>]* sz="1730"[^>]* b="1"/);
    expect(heading).toContain('algn="ctr"');
    expect(heading).toContain(`<a:off x="${emu(20.5)}" y="${emu(40.5)}"/>`);
    const square = shapes.find((shape) => shape.includes('val="007AFF"'));
    expect(square).toContain('<a:prstGeom prst="rect">');
    expect(square).toContain(`<a:off x="${emu(100)}" y="${emu(120)}"/>`);
    expect(slide).toMatch(/<p:pic>.*descr="Bar chart of sea level by decade"/s);
    expect(await zip.file('ppt/notesSlides/notesSlide1.xml')!.async('string')).toContain(SCRIPT);
    // The picture is the image alone, cut to its 200 x 100 px, drawn at 2x.
    const media = zip.file(/^ppt\/media\/.*\.png$/);
    expect(media).toHaveLength(1);
    const png = await media[0]!.async('nodebuffer');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([400, 200]);
    if (shots) await writeFile(path.join(shots, 'editable-deck-picture.png'), png);

    // LibreOffice reads the heading as text, at the top of the page (pdftotext reads only text).
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${path.join(dir, 'lo-profile')}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        file,
      ],
      { timeout: 150_000 },
    );
    if (shots) {
      await run('pdftoppm', [
        '-png',
        '-r',
        '96',
        path.join(dir, 'deck.pdf'),
        path.join(shots, 'editable-deck'),
      ]);
    }
    const { stdout } = await run('pdftotext', ['-bbox', path.join(dir, 'deck.pdf'), '-']);
    const sea = /<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>Sea<\/word>/.exec(stdout);
    expect(sea, 'the heading is text in the PDF').not.toBeNull();
    // The page is 270 x 480 pt (3.75 x 6.67 in): the heading's line starts 0.4 in (29 pt) down.
    expect(Number(sea![2])).toBeGreaterThan(25);
    expect(Number(sea![2])).toBeLessThan(40);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
