import { describe, expect, it } from 'vitest';
import { trackingIdProblem, userEmailField } from '@dsb/core';
import type { BundleFiles } from './bundle';
import { parseRoster } from './oneRosterCsv';
import { planRoster, syntheticEmail, uniqueTrackingId, type RosterState } from './rosterPlan';
import { schoolBundle } from './rosterTestSupport';

const parsed = () => {
  const texts = Object.fromEntries(
    Object.entries(schoolBundle()).map(([k, v]) => [k, `${v.join('\n')}\n`]),
  );
  return parseRoster({ texts, duplicates: [] } as BundleFiles);
};

const emptyState = (): RosterState => ({
  mappedUsers: new Map(),
  sourceOfUser: new Map(),
  usersByEmail: new Map(),
  usersByUid: new Map(),
  mappedClasses: new Map(),
  rosterRows: new Set(),
  trackingIds: new Set(),
});

const counter = () => {
  let n = 0;
  return () => `id-${++n}`;
};

describe('tracking ids and addresses for imported rows', () => {
  it('makes a valid tracking id from any class code, unique whatever its case', () => {
    const taken = new Set(['9ma-1']);
    const ids = ['9MA/1', '9ma 1', 'Année 7 — Français', '///', 'x'.repeat(60), 'x'.repeat(60)].map(
      (code) => uniqueTrackingId(code, taken),
    );
    expect(ids).toEqual([
      '9MA-1-2',
      '9ma-1-3',
      'Annee-7-Francais',
      'class',
      'x'.repeat(40),
      `${'x'.repeat(38)}-2`,
    ]);
    for (const id of ids) expect(trackingIdProblem(id)).toBeNull();
  });

  it('gives a user without an address a valid one under .invalid, one per sourcedId', () => {
    const a = syntheticEmail('S-001');
    const b = syntheticEmail('s-001');
    expect(a).toMatch(/^oneroster-s-001-[0-9a-f]{10}@roster\.invalid$/);
    expect(a).not.toBe(b);
    expect(userEmailField.safeParse(syntheticEmail('ünïcode / id')).success).toBe(true);
  });
});

describe('the plan against the database', () => {
  it('plans accounts, links and roster rows for a first import', () => {
    const state = emptyState();
    state.usersByEmail.set('teacher@school.example', {
      id: 'teacher',
      email: 'teacher@school.example',
      displayName: 'Ms Rivera',
    });
    const { plan, changes } = planRoster(parsed(), state, { adminId: 'admin', newId: counter() });
    expect(plan.problems).toEqual([]);
    expect([plan.users, plan.classes, plan.enrollments]).toEqual([
      { create: 2, change: 1, unchanged: 1 },
      { create: 2, change: 0, unchanged: 0 },
      { create: 3, change: 0, unchanged: 2 },
    ]);
    expect(changes.userUpdates).toEqual([
      { id: 'teacher', email: 'teacher@school.example', displayName: 'Maria Rivera' },
    ]);
    expect(changes.newLinks).toEqual([
      {
        id: 'id-3',
        ownerId: 'teacher',
        name: 'Year 9 Maths',
        room: 'Year 9 Maths',
        trackingId: '9MA-1',
      },
      { id: 'id-4', ownerId: 'admin', name: 'Art club', room: 'Art club', trackingId: 'Art-club' },
    ]);
    expect(changes.rosterRows).toEqual([
      { linkId: 'id-3', userId: 'id-1' },
      { linkId: 'id-3', userId: 'id-2' },
      { linkId: 'id-4', userId: 'id-1' },
    ]);
    // Created and changed rows are listed before unchanged ones.
    expect(plan.items.slice(0, 2).map((i) => [i.kind, i.sourcedId, i.action])).toEqual([
      ['user', 's1', 'create'],
      ['user', 's2', 'create'],
    ]);
  });

  it('refuses an address of another account and an account imported as another user', () => {
    const state = emptyState();
    const ada = { id: 'ada', email: 'ada@school.example', displayName: 'Ada Lovelace' };
    state.usersByEmail.set(ada.email, ada);
    state.sourceOfUser.set('ada', 'old-s1');
    const { plan } = planRoster(parsed(), state, { adminId: 'admin', newId: counter() });
    expect(plan.problems).toEqual([
      {
        file: 'users.csv',
        line: 3,
        message:
          'The account with the e-mail address ada@school.example was imported before as the user old-s1.',
      },
    ]);
  });
});
