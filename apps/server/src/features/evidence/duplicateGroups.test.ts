import { describe, expect, it } from 'vitest';
import { groupDuplicates, type PictureCheck, type ScannedItem } from './duplicateGroups';

const item = (id: string, originalUrl: string | null, imageHash: string | null): ScannedItem => ({
  id,
  originalUrl,
  imageHash,
});
/** A check that calls every compared pair the same picture, and records what it was asked. */
const trusting = (maxHashDistance = 4) => {
  const asked: string[] = [];
  const prepared: string[] = [];
  const check: PictureCheck = {
    maxHashDistance,
    prepare: async (ids) => void prepared.push(...ids),
    same: (a, b) => (asked.push(`${a}-${b}`), true),
  };
  return { check, asked, prepared };
};

describe('groupDuplicates', () => {
  it('compares only pairs whose hashes are within the distance, and not pairs already grouped', async () => {
    const { check, asked, prepared } = trusting(4);
    const groups = await groupDuplicates(
      [
        item('a', 'u1', '0000000000000000'),
        item('b', 'u1', '000000000000000f'),
        item('c', 'u2', '000000000000001f'),
        item('d', 'u3', 'ffffffffffffffff'),
        item('e', 'u4', null),
      ],
      check,
    );
    // a-b share a URL (no comparison); c is 5 bits from a and 1 from b.
    expect(asked).toEqual(['b-c']);
    expect(prepared.sort()).toEqual(['b', 'c']);
    expect(groups).toEqual([{ ids: ['a', 'b', 'c'], originalUrl: 'u1', match: 'both' }]);
  });

  it('keeps pairs the picture check refuses apart, and names why groups match', async () => {
    const groups = await groupDuplicates(
      [
        item('a', 'u1', '0000000000000000'),
        item('b', 'u2', '0000000000000001'),
        item('c', 'u3', '00000000ffffffff'),
        item('d', 'u4', '00000000fffffffe'),
        item('e', 'u5', null),
        item('f', 'u5', null),
      ],
      { maxHashDistance: 2, prepare: async () => {}, same: (a) => a !== 'a' },
    );
    expect(groups).toEqual([
      { ids: ['c', 'd'], originalUrl: 'u3', match: 'image' },
      { ids: ['e', 'f'], originalUrl: 'u5', match: 'originalURL' },
    ]);
  });
});
