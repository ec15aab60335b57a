import { describe, expect, it } from 'vitest';
import type { Slide, Story } from '@dsb/core';
import { labelledShapes } from '@dsb/core/testing';
import { acknowledgePatch, acknowledgedFrom, buildStoryPatch } from './storyDiff';

/** A 10-slide story with 30 objects a slide, as the server sends it (slides with versions). */
function serverStory(): Story {
  const slides = Array.from({ length: 10 }, (_, i) => ({
    id: `slide-1700000000000-${i}`,
    title: `Slide ${i + 1}`,
    text: '',
    script: `What slide ${i + 1} shows.`,
    evidence: [],
    images: [],
    previewImage: null,
    version: i < 5 ? 1 : 3,
    canvasState: labelledShapes(30),
  }));
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    title: 'Heat',
    bigQuestion: null,
    template: 'blank',
    trackingId: null,
    savedEvidence: [{ _id: 'ev-1' }],
    slides: slides as Slide[],
    version: 4,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const moveFirstObject = (slide: Slide): Slide => ({
  ...slide,
  canvasState: slide.canvasState.map((o, i) => (i === 0 ? { ...o, left: 333 } : o)),
});

describe('buildStoryPatch', () => {
  it('sends nothing when nothing changed, and strips the versions from the slides', () => {
    const acked = acknowledgedFrom(serverStory());
    expect(acked.story.slides[0]).not.toHaveProperty('version');
    expect(acked.slideVersions['slide-1700000000000-7']).toBe(3);
    const sameContent = { ...acked.story, slides: acked.story.slides.map((s) => ({ ...s })) };
    expect(buildStoryPatch(acked, sameContent)).toBeNull();
  });

  it('sends a one-object change as that slide alone, under 8 KB for 10 slides of 30 objects', () => {
    const acked = acknowledgedFrom(serverStory());
    const current = {
      ...acked.story,
      slides: acked.story.slides.map((s, i) => (i === 6 ? moveFirstObject(s) : s)),
    };
    const patch = buildStoryPatch(acked, current)!;
    expect(patch).toEqual({ version: 4, slides: [{ ...current.slides[6], version: 3 }] });
    const bytes = new TextEncoder().encode(JSON.stringify(patch)).length;
    const whole = new TextEncoder().encode(JSON.stringify(current)).length;
    console.info(`one-object PATCH body: ${bytes} bytes (the whole story: ${whole} bytes)`);
    expect(bytes).toBeLessThan(8 * 1024);
  });

  it('sends a new, a removed and a moved slide with the order it started from', () => {
    const acked = acknowledgedFrom(serverStory());
    const [first, second, ...rest] = acked.story.slides;
    const added = { ...first!, id: 'slide-1800000000000-0', title: 'New' };
    const current = { ...acked.story, slides: [second!, added, ...rest] };
    const patch = buildStoryPatch(acked, current)!;
    expect(patch.slides).toEqual([{ ...added, version: 0 }]);
    expect(patch.removedSlides).toEqual([{ id: first!.id, version: 1 }]);
    expect(patch.order).toEqual(current.slides.map((s) => s.id));
    expect(patch.baseOrder).toEqual(acked.story.slides.map((s) => s.id));
  });

  it('sends changed story fields with their values before', () => {
    const acked = acknowledgedFrom(serverStory());
    const current = {
      ...acked.story,
      title: 'Heat waves',
      savedEvidence: [{ _id: 'ev-1' }, { _id: 'ev-2' }],
    };
    expect(buildStoryPatch(acked, current)).toEqual({
      version: 4,
      title: 'Heat waves',
      savedEvidence: current.savedEvidence,
      baseFields: { title: 'Heat', savedEvidence: ['ev-1'] },
    });
  });
});

describe('acknowledgePatch', () => {
  it('moves the slides it sent to the new version and keeps the others as known', () => {
    const acked = acknowledgedFrom(serverStory());
    const [first, ...rest] = acked.story.slides;
    const current = {
      ...acked.story,
      slides: [...rest.slice(0, 2).map(moveFirstObject), ...rest.slice(2)],
    };
    const patch = buildStoryPatch(acked, current)!;
    const next = acknowledgePatch(acked, current, patch, { version: 5, updatedAt: 'now' });
    expect(next.story).toMatchObject({ version: 5, updatedAt: 'now' });
    expect(next.slideVersions).not.toHaveProperty(first!.id);
    expect(next.slideVersions[rest[0]!.id]).toBe(5);
    expect(next.slideVersions[rest[2]!.id]).toBe(1);
    expect(next.slideVersions[rest[8]!.id]).toBe(3);
    expect(buildStoryPatch(next, next.story)).toBeNull();
  });
});
