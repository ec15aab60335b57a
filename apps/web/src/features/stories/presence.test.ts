import { describe, expect, it } from 'vitest';
import { PRESENCE_COLORS, colorFor, distinctColor, othersFrom, peopleOf } from './presence';

const state = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  user: { id, name, color: '#1864ab' },
  slideId: 'slide-1',
  selection: ['o-1'],
  typing: null,
  ...extra,
});

describe('presence', () => {
  it('lists the others by name, leaving this browser out', () => {
    const states = new Map<number, unknown>([
      [1, state('u1', 'Me')],
      [7, state('u3', 'Zoe')],
      [4, state('u2', 'Ben')],
    ]);
    expect(othersFrom(states, 1).map((m) => [m.clientId, m.user.name])).toEqual([
      [4, 'Ben'],
      [7, 'Zoe'],
    ]);
  });

  it('reads what clients announce defensively', () => {
    const states = new Map<number, unknown>([
      [2, { user: { id: 'u2' } }], // no name: not shown
      [3, 'nonsense'],
      [
        4,
        state('u4', 'x'.repeat(500), {
          selection: ['a', 5, 'b'],
          typing: 12,
          user: { id: 'u4', name: 'Al', color: 'red' },
        }),
      ],
    ]);
    const [only, ...rest] = othersFrom(states, 1);
    expect(rest).toEqual([]);
    expect(only!.selection).toEqual(['a', 'b']);
    expect(only!.typing).toBeNull();
    expect(only!.user.color).toBe(colorFor('u4')); // not a colour: their own is used
  });

  it('gives a pupil the same colour everywhere, and shows several tabs of one pupil once', () => {
    expect(colorFor('abc')).toBe(colorFor('abc'));
    expect(PRESENCE_COLORS).toContain(colorFor('someone'));
    const states = new Map<number, unknown>([
      [2, state('u2', 'Ben')],
      [3, state('u2', 'Ben')],
    ]);
    expect(peopleOf(othersFrom(states, 1))).toHaveLength(1);
  });

  it('gives a later pupil another colour when theirs is taken, and keeps a free one', () => {
    const ana = { id: 'u1', name: 'Ana', color: '#495057' };
    const others = othersFrom(
      new Map<number, unknown>([
        [3, state('u2', 'Ben', { user: { id: 'u2', name: 'Ben', color: '#495057' } })],
      ]),
      9,
    );
    const mine = distinctColor(ana, others, 9);
    expect(mine).not.toBe('#495057');
    expect(PRESENCE_COLORS).toContain(mine);
    expect(distinctColor(ana, others, 1)).toBe('#495057'); // here first: keeps it
    expect(distinctColor({ ...ana, color: '#1864ab' }, others, 9)).toBe('#1864ab');
  });
});
