import { describe, expect, it } from 'vitest';
import { VIDEO_SCRIPT_PREFIX } from '@dsb/core';
import { appendVideoScript, slideEvidenceIds } from './slideContext';

describe('slide context', () => {
  it('finds the charts on the canvas and in the evidence list, each once', () => {
    const slide = {
      canvasState: [
        { metadata: { evidenceData: { _id: 'b' } } },
        { metadata: { isEvidence: false } },
        {},
        { metadata: { evidenceData: { _id: 'a' } } },
      ],
      evidence: [{ _id: 'a' }, { _id: 'c' }],
    };
    expect(slideEvidenceIds(slide)).toEqual(['b', 'a', 'c']);
    expect(slideEvidenceIds(null)).toEqual([]);
  });

  it("appends the description after 'Video Script:'", () => {
    expect(appendVideoScript('', VIDEO_SCRIPT_PREFIX, ' The sea rose. ')).toBe(
      'Video Script: The sea rose.',
    );
    expect(appendVideoScript('My intro.  \n', VIDEO_SCRIPT_PREFIX, 'The sea rose.')).toBe(
      'My intro.\n\nVideo Script: The sea rose.',
    );
  });
});
