import { describe, expect, it } from 'vitest';
import { VIDEO_SCRIPT_PREFIX } from '@dsb/core';
import { appendVideoScript, spokenDescription, slideEvidenceIds } from './slideContext';

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

  it('appends the description as a new paragraph, with no label to be read aloud', () => {
    expect(appendVideoScript('', ' The sea rose. ')).toBe('The sea rose.');
    expect(appendVideoScript('My intro.  \n', 'The sea rose.')).toBe('My intro.\n\nThe sea rose.');
    expect(appendVideoScript('My intro.', `${VIDEO_SCRIPT_PREFIX} The sea rose.`)).toBe(
      'My intro.\n\nThe sea rose.',
    );
    expect(appendVideoScript('', 'nothing to strip')).toBe('nothing to strip');
    expect(appendVideoScript('Intro.', '   ')).toBe('Intro.');
  });

  it("strips labels a model adds: 'Video Script:', '**Script:**', 'Narration -' on any line", () => {
    expect(spokenDescription('**Video Script:** The sea rose 20 cm.')).toBe('The sea rose 20 cm.');
    expect(spokenDescription('Script: Look at this.\nNarration - It rose.')).toBe(
      'Look at this.\nIt rose.',
    );
    // Words that only look like a label inside a sentence stay.
    expect(spokenDescription('The script: a plan for the video.')).toBe(
      'The script: a plan for the video.',
    );
  });
});
