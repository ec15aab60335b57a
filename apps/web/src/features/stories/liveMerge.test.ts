import { describe, expect, it } from 'vitest';
import { createSlide } from '@dsb/core';
import { withDocumentFields } from './liveMerge';
import type { StoryDraft } from './storyDraft';

const story = (): StoryDraft =>
  ({
    _id: 's1',
    version: 3,
    userId: 'u1',
    title: 'Sea ice',
    bigQuestion: null,
    template: 'blank',
    trackingId: null,
    voice: null,
    savedEvidence: [],
    slides: [0, 1].map((i) => ({
      ...createSlide(i),
      id: `slide-${i}`,
      canvasState: [{ type: 'rect', oid: `o${i}`, left: 10 * i, top: 0 }],
    })),
  }) as StoryDraft;

const fieldsOf = (s: StoryDraft) =>
  structuredClone({
    title: s.title,
    bigQuestion: s.bigQuestion,
    template: s.template,
    trackingId: s.trackingId,
    voice: s.voice,
    savedEvidence: s.savedEvidence,
    slides: s.slides,
  });

describe('withDocumentFields', () => {
  it('keeps the very same story when the document holds the same (copied) content', () => {
    const before = story();
    expect(withDocumentFields(before, fieldsOf(before))).toBe(before);
  });

  it('replaces only the slide and the field that changed, keeping the rest as they were', () => {
    const before = story();
    const fields = fieldsOf(before);
    fields.slides[1]!.canvasState = [{ type: 'rect', oid: 'o1', left: 99, top: 0 }];
    const after = withDocumentFields(before, fields);
    expect(after).not.toBe(before);
    expect(after._id).toBe('s1'); // the server's bookkeeping stays
    expect(after.slides[0]).toBe(before.slides[0]);
    expect(after.slides[1]).not.toBe(before.slides[1]);
    expect(after.slides[1]!.script).toBe(before.slides[1]!.script);
    expect(after.slides[1]!.canvasState[0]!.left).toBe(99);
  });

  it('follows a new order, a new slide and a new title', () => {
    const before = story();
    const fields = fieldsOf(before);
    fields.title = 'Melting';
    fields.slides = [fields.slides[1]!, { ...createSlide(2), id: 'slide-new' }, fields.slides[0]!];
    const after = withDocumentFields(before, fields);
    expect(after.title).toBe('Melting');
    expect(after.slides.map((s) => s.id)).toEqual(['slide-1', 'slide-new', 'slide-0']);
    expect(after.slides[0]).toBe(before.slides[1]);
    expect(after.slides[2]).toBe(before.slides[0]);
  });
});
