import { describe, expect, it } from 'vitest';
import {
  MAX_ALT_TEXT_LENGTH,
  altTextOf,
  chartAltText,
  objectKind,
  objectName,
  shorten,
} from './objectNames';

const evidence = {
  _id: 'ev1',
  label: 'Global sea level since 1880',
  description: 'Sea level has risen about 21 cm since 1880.',
};
const chart = { type: 'image', metadata: { isEvidence: true, evidenceData: evidence } };

describe('object names (issue #18)', () => {
  it('names texts by their words, headings apart from other text', () => {
    expect(
      objectName({
        type: 'i-text',
        text: 'Sea levels are rising',
        fontSize: 24,
        fontWeight: 'bold',
      }),
    ).toBe('Heading: Sea levels are rising');
    expect(objectName({ type: 'textbox', text: 'Oceans\nwarm up', fontSize: 14 })).toBe(
      'Text: Oceans warm up',
    );
    // Big but not bold, or bold but small, is text.
    expect(objectKind({ type: 'i-text', fontSize: 32, fontWeight: 'normal' })).toBe('text');
    expect(objectKind({ type: 'i-text', fontSize: 12, fontWeight: 700 })).toBe('text');
    expect(objectKind({ type: 'text', fontSize: 20, fontWeight: '700' })).toBe('heading');
    expect(objectName({ type: 'i-text', text: '  ' })).toBe('Text (empty)');
  });

  it('names shapes, lines and drawings by their kind', () => {
    expect(
      ['rect', 'circle', 'triangle', 'line', 'path', 'group', 'polygon'].map((type) =>
        objectName({ type }),
      ),
    ).toEqual(['Rectangle', 'Circle', 'Triangle', 'Line', 'Drawing', 'Group', 'Object']);
  });

  it('names charts by their evidence label and images by their alt text', () => {
    expect(objectName(chart)).toBe('Chart: Global sea level since 1880');
    expect(objectName({ type: 'image', metadata: { alt: 'A kelp forest' } })).toBe(
      'Image: A kelp forest',
    );
    expect(objectName({ type: 'image', metadata: { source: 'clipboard' } })).toBe(
      'Image (no alt text)',
    );
    // An evidence item that is a picture, not a chart.
    const picture = {
      type: 'image',
      metadata: { isEvidence: true, evidenceData: { ...evidence, isChart: false } },
    };
    expect(objectKind(picture)).toBe('image');
    expect(objectName(picture)).toMatch(/^Image: Global sea level since 1880\. Sea level/);
  });

  it("takes a chart's alt text from its label and description, or what was stored", () => {
    expect(chartAltText(evidence)).toBe(
      'Global sea level since 1880. Sea level has risen about 21 cm since 1880.',
    );
    expect(chartAltText({ label: 'Is it rising?', description: 'Yes.' })).toBe(
      'Is it rising? Yes.',
    );
    expect(chartAltText({ label: 'Only a label' })).toBe('Only a label');
    expect(altTextOf(chart)).toBe(chartAltText(evidence));
    expect(altTextOf({ ...chart, metadata: { ...chart.metadata, alt: 'Stored' } })).toBe('Stored');
    expect(altTextOf({ type: 'rect' })).toBe('');
    const long = chartAltText({ label: 'L', description: 'word '.repeat(400) });
    expect(long.length).toBeLessThanOrEqual(MAX_ALT_TEXT_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });

  it('shortens long text on a word boundary', () => {
    expect(shorten('one two three four', 12)).toBe('one two…');
    expect(shorten('short', 12)).toBe('short');
    const name = objectName({ type: 'textbox', text: 'x'.repeat(200) });
    expect(name.length).toBeLessThanOrEqual('Text: '.length + 80);
  });
});
