import { describe, expect, it } from 'vitest';
import { STORY_MEMBER_MESSAGES } from '@dsb/core';
import {
  coAuthorCountLabel,
  groupItemLabel,
  groupStoryLabel,
  joinCodeProblem,
  joinLink,
  memberErrorText,
  roleOf,
  spacedJoinCode,
  validUntilLabel,
} from './model';

describe('spacedJoinCode', () => {
  it('splits a code into two groups of three for reading aloud', () => {
    expect(spacedJoinCode('ACEFGH')).toBe('ACE FGH');
    expect(spacedJoinCode('ace-fgh')).toBe('ACE FGH');
  });
  it('leaves a short code whole', () => {
    expect(spacedJoinCode('ACE')).toBe('ACE');
  });
});

describe('validUntilLabel', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('gives the day and month within this year', () => {
    expect(validUntilLabel('2026-12-04T12:00:00Z', now, 'UTC')).toBe('Valid until 4 Dec');
  });
  it('adds the year when the code runs into the next one', () => {
    expect(validUntilLabel('2027-01-02T12:00:00Z', now, 'UTC')).toBe('Valid until 2 Jan 2027');
  });
  it('is empty for a date it cannot read', () => {
    expect(validUntilLabel('soon', now)).toBe('');
  });
});

describe('coAuthorCountLabel', () => {
  it('counts co-authors against the most a story may have', () => {
    expect(coAuthorCountLabel(0, 5)).toBe('0 of 5 co-authors');
    expect(coAuthorCountLabel(2, 5)).toBe('2 of 5 co-authors');
  });
});

describe('roleOf', () => {
  const members = [
    { userId: 'owner-1', role: 'owner' as const },
    { userId: 'pupil-2', role: 'co-author' as const },
  ];
  it('finds the signed-in user in the member list', () => {
    expect(roleOf(members, 'owner-1')).toBe('owner');
    expect(roleOf(members, 'pupil-2')).toBe('co-author');
  });
  it('is null while the list or the user is unknown, or for someone not in it', () => {
    expect(roleOf(undefined, 'owner-1')).toBeNull();
    expect(roleOf(members, undefined)).toBeNull();
    expect(roleOf(members, 'stranger')).toBeNull();
  });
});

describe('joinCodeProblem', () => {
  it('accepts six characters typed in any case, with spaces or a dash', () => {
    expect(joinCodeProblem('ace fgh')).toBeNull();
    expect(joinCodeProblem(' ACE-FGH ')).toBeNull();
  });
  it('asks for a code when nothing was typed', () => {
    expect(joinCodeProblem('  ')).toBe('Type the join code you were given.');
  });
  it('says how long a code is when it is too short or too long', () => {
    expect(joinCodeProblem('ace fg')).toBe('A join code has 6 letters and digits.');
    expect(joinCodeProblem('ACEFGHJ')).toBe('A join code has 6 letters and digits.');
  });
});

describe('memberErrorText', () => {
  it('shows the English text of a known message code', () => {
    const body = { error: 'whatever', code: 'storyFull' };
    expect(memberErrorText(body, 'whatever', 'fallback')).toBe(STORY_MEMBER_MESSAGES.storyFull);
  });
  it('keeps the server text for an unknown code, and the fallback without either', () => {
    expect(memberErrorText({ code: 'other' }, 'Server said no', 'fallback')).toBe('Server said no');
    expect(memberErrorText(null, null, 'fallback')).toBe('fallback');
  });
});

describe('groupStoryLabel', () => {
  it('names the owner of a co-authored story', () => {
    expect(groupStoryLabel('Ana')).toBe('Group story · Ana’s');
    expect(groupStoryLabel('James')).toBe('Group story · James’');
    expect(groupStoryLabel('  ')).toBe('Group story');
  });
});

describe('groupItemLabel', () => {
  it('names what the user can do in the group', () => {
    expect(groupItemLabel('owner')).toBe('Invite co-authors');
    expect(groupItemLabel('co-author')).toBe('Group members');
    expect(groupItemLabel(null)).toBe('Work together');
  });
});

describe('joinLink', () => {
  it('opens My Data Stories with the code ready to join', () => {
    expect(joinLink('https://dsb.example', 'ace fgh')).toBe(
      'https://dsb.example/?menu=stories&join=ACEFGH',
    );
  });
});
