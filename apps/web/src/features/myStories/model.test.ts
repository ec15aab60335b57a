import { afterEach, describe, expect, it } from 'vitest';
import type { StorySummary } from '@dsb/core';
import { speakEnglish, speakTestLanguage } from '../../i18n/testSupport';
import arabic from './locales/ar.json';
import spanish from './locales/es.json';
import {
  deleteConfirmation,
  deletedMessage,
  displayTitle,
  existingSelection,
  filterStories,
  formatUpdatedDate,
  parseViewMode,
  ownedIds,
  renamedTitle,
  selectAllState,
  slideCountLabel,
  storyPath,
  toggleOne,
  toggleSelectAll,
} from './model';

let counter = 0;
function story(overrides: Partial<StorySummary> = {}): StorySummary {
  counter += 1;
  return {
    _id: `id-${counter}`,
    title: `Story ${counter}`,
    bigQuestion: null,
    template: 'blank',
    trackingId: null,
    slideCount: 1,
    previewImage: null,
    version: 1,
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    role: 'owner',
    ownerName: 'Story Teller',
    handin: null,
    ...overrides,
  };
}

describe('filterStories', () => {
  const melting = story({ title: 'Melting Ice', bigQuestion: 'Why are glaciers shrinking?' });
  const bees = story({ title: 'Where did the bees go?', bigQuestion: null });
  const untitled = story({ title: '   ', bigQuestion: 'How much water do we use?' });
  const all = [melting, bees, untitled];

  it('returns every story for an empty or blank query', () => {
    expect(filterStories(all, '')).toEqual(all);
    expect(filterStories(all, '   ')).toEqual(all);
  });

  it('matches the title without regard to case', () => {
    expect(filterStories(all, 'melting ICE')).toEqual([melting]);
  });

  it('matches the big question too', () => {
    expect(filterStories(all, 'GLACIERS')).toEqual([melting]);
    expect(filterStories(all, 'water')).toEqual([untitled]);
  });

  it('matches the default title shown for a blank one', () => {
    expect(filterStories(all, 'untitled')).toEqual([untitled]);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterStories(all, 'volcano')).toEqual([]);
  });
});

describe('select all', () => {
  it('selects every visible story when not all are selected', () => {
    const next = toggleSelectAll(['a', 'b'], new Set(['a']));
    expect([...next].sort()).toEqual(['a', 'b']);
  });

  it('deselects the visible stories when all are selected, keeping hidden ones', () => {
    const next = toggleSelectAll(['a', 'b'], new Set(['a', 'b', 'hidden']));
    expect([...next]).toEqual(['hidden']);
  });

  it('while searching adds only the filtered stories', () => {
    const stories = [story({ title: 'Ice' }), story({ title: 'Bees' }), story({ title: 'Ice 2' })];
    const visible = filterStories(stories, 'ice').map((s) => s._id);
    const next = toggleSelectAll(visible, new Set());
    expect([...next].sort()).toEqual([stories[0]!._id, stories[2]!._id].sort());
  });

  it('does not change the set it was given', () => {
    const selected = new Set(['a']);
    toggleSelectAll(['a', 'b'], selected);
    expect([...selected]).toEqual(['a']);
  });

  it('reports checked, indeterminate and disabled for the checkbox', () => {
    expect(selectAllState(['a', 'b'], new Set())).toEqual({
      checked: false,
      indeterminate: false,
      disabled: false,
    });
    expect(selectAllState(['a', 'b'], new Set(['b']))).toMatchObject({
      checked: false,
      indeterminate: true,
    });
    expect(selectAllState(['a', 'b'], new Set(['a', 'b']))).toMatchObject({
      checked: true,
      indeterminate: false,
    });
    expect(selectAllState([], new Set(['a']))).toEqual({
      checked: false,
      indeterminate: false,
      disabled: true,
    });
  });

  it('toggles one story', () => {
    expect([...toggleOne(new Set(['a']), 'b')].sort()).toEqual(['a', 'b']);
    expect([...toggleOne(new Set(['a', 'b']), 'a')]).toEqual(['b']);
  });

  it('keeps only selections of stories still listed, in list order', () => {
    const [a, b] = [story(), story()];
    expect(existingSelection([a, b], new Set([b._id, 'gone', a._id]))).toEqual([a._id, b._id]);
  });
});

describe('wording', () => {
  it('asks about one story in the singular and others in the plural', () => {
    expect(deleteConfirmation(1)).toBe('Are you sure you want to delete 1 story?');
    expect(deleteConfirmation(3)).toBe('Are you sure you want to delete 3 stories?');
    expect(deleteConfirmation(0)).toBe('Are you sure you want to delete 0 stories?');
  });

  it('reports deletions', () => {
    expect(deletedMessage(1)).toBe('Story deleted');
    expect(deletedMessage(2)).toBe('2 stories deleted');
  });

  it('counts slides', () => {
    expect(slideCountLabel(1)).toBe('1 slide');
    expect(slideCountLabel(0)).toBe('0 slides');
    expect(slideCountLabel(12)).toBe('12 slides');
  });

  it('falls back to Untitled Story for a blank title', () => {
    expect(displayTitle({ title: '' })).toBe('Untitled Story');
    expect(displayTitle({ title: '  ' })).toBe('Untitled Story');
    expect(displayTitle({ title: 'Ice' })).toBe('Ice');
  });
});

describe('formatUpdatedDate', () => {
  it('shows short month, day and year', () => {
    expect(formatUpdatedDate('2026-11-21T12:00:00.000Z', 'UTC')).toBe('Nov 21, 2026');
    expect(formatUpdatedDate('2027-01-05T09:30:00.000Z', 'UTC')).toBe('Jan 5, 2027');
  });

  it('uses the given time zone for the day', () => {
    expect(formatUpdatedDate('2026-11-21T02:00:00.000Z', 'America/New_York')).toBe('Nov 20, 2026');
  });

  it('is empty for an unreadable date', () => {
    expect(formatUpdatedDate('not a date')).toBe('');
  });
});

describe('renamedTitle', () => {
  it('trims the draft', () => {
    expect(renamedTitle('  New name  ', 'Old')).toBe('New name');
  });

  it('saves nothing for a blank or unchanged title', () => {
    expect(renamedTitle('   ', 'Old')).toBeNull();
    expect(renamedTitle('Old ', 'Old')).toBeNull();
  });
});

describe('parseViewMode and storyPath', () => {
  it('reads a stored view mode, defaulting to the grid', () => {
    expect(parseViewMode('list')).toBe('list');
    expect(parseViewMode('grid')).toBe('grid');
    expect(parseViewMode('tiles')).toBe('grid');
    expect(parseViewMode(null)).toBe('grid');
  });

  it('opens a story in the grid', () => {
    expect(storyPath('abc-123')).toBe('/grid?story=abc-123');
  });
});

describe('ownedIds', () => {
  it('offers only the stories the user owns for deleting, in list order', () => {
    const mine = story();
    const joined = story({ role: 'co-author', ownerName: 'Ana' });
    const alsoMine = story();
    expect(ownedIds([mine, joined, alsoMine])).toEqual([mine._id, alsoMine._id]);
    expect(ownedIds([joined])).toEqual([]);
  });
});

describe('My Data Stories in the interface language', () => {
  afterEach(speakEnglish);

  it("counts in the language's own plural forms", () => {
    speakTestLanguage('es', { 'features/myStories': spanish });
    expect(deleteConfirmation(3)).toBe('¿Seguro que quieres eliminar 3 historias?');
    expect(slideCountLabel(1)).toBe('1 diapositiva');
    speakTestLanguage('ar', { 'features/myStories': arabic });
    expect(slideCountLabel(2)).toBe('شريحتان');
    expect(deletedMessage(1)).toBe('حُذفت القصة');
  });

  it('names an untitled story in the language', () => {
    speakTestLanguage('es', { 'features/myStories': spanish });
    expect(displayTitle({ title: '  ' })).toBe(spanish.untitled);
  });
});
