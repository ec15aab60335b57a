import { describe, expect, it } from 'vitest';
import { MAX_PART_LENGTH, clipText, describeCanvas, slideAltText } from './altText';
import { slide } from './testing/fixtures';

const chart = {
  type: 'Image',
  src: '/files/chart.png',
  metadata: {
    isEvidence: true,
    evidenceData: { _id: 'e1', label: 'Global sea level since 1880', description: 'Up 21 cm.' },
  },
};

describe('export alt text (issue #18)', () => {
  it('describes texts, charts and described images from the back to the front', () => {
    const canvas = [
      { type: 'rect', width: 100 },
      { type: 'i-text', text: 'Sea levels\nare rising', fontSize: 24, fontWeight: 'bold' },
      chart,
      { type: 'image', metadata: { alt: 'A flooded street' } },
      { type: 'image', metadata: { source: 'clipboard' } },
      { type: 'path' },
      'not an object',
    ];
    expect(describeCanvas(canvas)).toEqual([
      'Heading: Sea levels are rising',
      'Chart: Global sea level since 1880. Up 21 cm.',
      'Image: A flooded street',
    ]);
  });

  it("prefers a chart's stored alt text and clips very long parts", () => {
    const stored = { ...chart, metadata: { ...chart.metadata, alt: 'Edited alt' } };
    expect(describeCanvas([stored])).toEqual(['Chart: Edited alt']);
    const [long] = describeCanvas([{ type: 'textbox', text: 'word '.repeat(300) }]);
    expect(long!.length).toBeLessThanOrEqual('Text: '.length + MAX_PART_LENGTH);
  });

  it("starts with the slide's number and title, and skips the stored default image alt", () => {
    const canvasState = [{ type: 'textbox', text: 'Why?' }, chart];
    expect(slideAltText({ ...slide({ title: 'Seas', canvasState }), images: [] }, 3)).toBe(
      'Slide 3: Seas. Text: Why? Chart: Global sea level since 1880. Up 21 cm.',
    );
    expect(slideAltText({ ...slide(), images: [{ alt: 'Slide Image' }, { alt: 'Map' }] }, 1)).toBe(
      'Slide 1. Map',
    );
  });

  it('shortens a text over its limit with an ellipsis, and leaves one within it alone', () => {
    expect(clipText('Sea levels are rising', 100)).toBe('Sea levels are rising');
    expect(clipText('Sea levels are rising', 12)).toBe('Sea levels…');
    expect(clipText('x'.repeat(5000), 4000)).toHaveLength(4000);
  });
});
