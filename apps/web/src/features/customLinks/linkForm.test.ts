import { describe, expect, it } from 'vitest';
import { CUSTOM_LINK_MESSAGES, RUBRIC_MESSAGES, type CustomLink } from '@dsb/core';
import { ApiError } from '../../lib/http';
import {
  EMPTY_LINK_FORM,
  formFromLink,
  isTrackingIdTaken,
  needsUniquenessCheck,
  NO_RUBRIC,
  rubricOptions,
  saveFailure,
  takenInList,
  validateLinkForm,
} from './linkForm';

const link = (over: Partial<CustomLink> = {}): CustomLink => ({
  _id: 'a1',
  name: 'Period 3',
  trackingId: 'Year8-P3',
  promptId: null,
  promptTitle: null,
  room: null,
  createdAt: '2025-03-01T10:00:00.000Z',
  openings: 0,
  pupilsStarted: 0,
  rubricId: null,
  rubricName: null,
  reviewBeforeSharing: false,
  ...over,
});

describe('validateLinkForm', () => {
  it('gives the documented messages for a blank name and tracking id', () => {
    const result = validateLinkForm({ ...EMPTY_LINK_FORM, name: '   ' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: CUSTOM_LINK_MESSAGES.nameRequired,
        trackingId: CUSTOM_LINK_MESSAGES.trackingIdRequired,
      },
    });
  });

  it('refuses characters other than letters, numbers and hyphens', () => {
    const result = validateLinkForm({ ...EMPTY_LINK_FORM, name: 'x', trackingId: 'year 8!' });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.trackingId).toBe(CUSTOM_LINK_MESSAGES.trackingIdCharacters);
  });

  it('refuses over-long names and tracking ids with a length message', () => {
    const result = validateLinkForm({
      ...EMPTY_LINK_FORM,
      name: 'n'.repeat(101),
      trackingId: 'a'.repeat(41),
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.name).toMatch(/at most 100 characters/);
      expect(result.errors.trackingId).toMatch(/at most 40 characters/);
    }
  });

  it('trims name, id and room; a blank room is none', () => {
    expect(
      validateLinkForm({
        name: '  Period 3 ',
        trackingId: ' p3-abc ',
        room: '   ',
        promptId: 'p1',
        promptTitle: 'Q',
        rubricId: null,
        reviewBeforeSharing: false,
      }),
    ).toEqual({
      ok: true,
      input: {
        name: 'Period 3',
        trackingId: 'p3-abc',
        promptId: 'p1',
        room: null,
        rubricId: null,
        reviewBeforeSharing: false,
      },
    });
  });

  it('sends the chosen rubric and review before sharing', () => {
    const rubricId = '7d5b7a8e-3c1f-4e0b-9a59-0c8f4d7e2a11';
    const result = validateLinkForm({
      ...EMPTY_LINK_FORM,
      name: 'P3',
      trackingId: 'p3',
      rubricId,
      reviewBeforeSharing: true,
    });
    expect(result).toMatchObject({ ok: true, input: { rubricId, reviewBeforeSharing: true } });
  });

  it('puts an unknown rubric next to the rubric select', () => {
    const result = validateLinkForm({
      ...EMPTY_LINK_FORM,
      name: 'P3',
      trackingId: 'p3',
      rubricId: 'x',
    });
    expect(result).toEqual({ ok: false, errors: { rubricId: RUBRIC_MESSAGES.notFound } });
    expect(saveFailure(new ApiError(400, RUBRIC_MESSAGES.notFound), 'x')).toEqual({
      field: 'rubricId',
      message: RUBRIC_MESSAGES.notFound,
    });
  });
});

describe('rubricOptions', () => {
  const rubrics = [
    { id: 'r1', name: 'Writing' },
    { id: 'r2', name: 'Charts' },
  ];
  it('lists None first, then the rubrics', () => {
    expect(rubricOptions(rubrics, { rubricId: null })).toEqual([
      { value: NO_RUBRIC, label: 'None' },
      { value: 'r1', label: 'Writing' },
      { value: 'r2', label: 'Charts' },
    ]);
  });
  it("keeps the link's rubric by name while it is not in the list", () => {
    expect(rubricOptions([], { rubricId: 'r9', rubricName: 'Old one' })).toEqual([
      { value: NO_RUBRIC, label: 'None' },
      { value: 'r9', label: 'Old one' },
    ]);
  });
});

describe('uniqueness', () => {
  it('checks on create, and on update only when the id changed (case-insensitive)', () => {
    expect(needsUniquenessCheck('abc', null)).toBe(true);
    expect(needsUniquenessCheck('year8-p3', link())).toBe(false);
    expect(needsUniquenessCheck('year8-p4', link())).toBe(true);
  });

  it('falls back to the local list when the server check fails', async () => {
    const failing = () => Promise.reject(new Error('offline'));
    const links = [link()];
    await expect(isTrackingIdTaken('YEAR8-p3', failing, links, null)).resolves.toBe(true);
    await expect(isTrackingIdTaken('year8-p3', failing, links, 'a1')).resolves.toBe(false);
    await expect(isTrackingIdTaken('other', failing, links, null)).resolves.toBe(false);
  });

  it('believes the server when it answers', async () => {
    await expect(isTrackingIdTaken('free', () => Promise.resolve(true), [], null)).resolves.toBe(
      true,
    );
    expect(takenInList([link()], 'free', null)).toBe(false);
  });
});

describe('saveFailure', () => {
  it('puts a duplicate id next to the tracking id field', () => {
    expect(saveFailure(new ApiError(409, 'whatever'), 'x')).toEqual({
      field: 'trackingId',
      message: CUSTOM_LINK_MESSAGES.trackingIdTaken,
    });
    expect(saveFailure(new ApiError(400, 'Tracking id already exists'), 'x').field).toBe(
      'trackingId',
    );
  });

  it('sends other failures to the banner', () => {
    expect(saveFailure(new ApiError(400, 'The chosen prompt no longer exists'), 'x')).toEqual({
      message: 'The chosen prompt no longer exists',
    });
    expect(saveFailure(new ApiError(401, 'Authentication required'), 'x').message).toBe(
      'Your session has expired. Please log in again.',
    );
    expect(saveFailure(new TypeError('fetch failed'), 'Failed to update custom link')).toEqual({
      message: 'Failed to update custom link',
    });
  });
});

it('fills the form from a link', () => {
  expect(
    formFromLink(
      link({
        room: 'Room 12',
        promptId: 'p',
        promptTitle: 'Why?',
        rubricId: 'r1',
        rubricName: 'Writing',
        reviewBeforeSharing: true,
      }),
    ),
  ).toEqual({
    name: 'Period 3',
    trackingId: 'Year8-P3',
    room: 'Room 12',
    promptId: 'p',
    promptTitle: 'Why?',
    rubricId: 'r1',
    reviewBeforeSharing: true,
  });
});
