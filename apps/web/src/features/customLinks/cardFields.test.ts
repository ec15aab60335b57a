import { describe, expect, it } from 'vitest';
import type { CustomLink } from '@dsb/core';
import { formatCreated, linkCardFields } from './cardFields';

const base: CustomLink = {
  _id: 'a1',
  name: 'Period 3',
  trackingId: 'p3',
  promptId: 'q1',
  promptTitle: 'Is the sea rising?',
  room: 'Room 12',
  createdAt: '2025-03-01T10:00:00.000Z',
  openings: 1,
  pupilsStarted: 2,
  rubricId: null,
  rubricName: null,
  reviewBeforeSharing: false,
};

describe('linkCardFields', () => {
  it('shows the link with its share URL and counts', () => {
    const fields = linkCardFields(base, 'https://school.example/', 'en-GB');
    expect(fields).toMatchObject({
      name: 'Period 3',
      trackingId: 'p3',
      prompt: 'Is the sea rising?',
      room: 'Room 12',
      created: '1 Mar 2025',
      shareUrl: 'https://school.example/tool?tid=p3&room=Room%2012',
      openings: '1 opening',
      pupils: '2 pupils started a story',
    });
  });

  it('uses the documented fallbacks', () => {
    const fields = linkCardFields(
      {
        ...base,
        name: ' ',
        trackingId: '',
        promptId: null,
        promptTitle: null,
        room: null,
        createdAt: '',
      },
      'https://x.example',
    );
    expect(fields).toMatchObject({
      name: 'Unnamed Link',
      trackingId: 'No ID',
      prompt: 'None',
      room: null,
      created: 'Unknown date',
      shareUrl: '',
    });
  });

  it("shows the link's rubric and whether it reviews before sharing", () => {
    expect(linkCardFields(base, 'https://x.example')).toMatchObject({
      rubric: 'None',
      review: 'Off',
    });
    const withRubric = {
      ...base,
      rubricId: 'r1',
      rubricName: 'Writing',
      reviewBeforeSharing: true,
    };
    expect(linkCardFields(withRubric, 'https://x.example')).toMatchObject({
      rubric: 'Writing',
      review: 'On',
    });
  });

  it('reads an unreadable date as unknown', () => {
    expect(formatCreated('not a date')).toBe('Unknown date');
    expect(formatCreated(undefined)).toBe('Unknown date');
  });
});
