import { describe, expect, it } from 'vitest';
import { LTI_ROLES } from '@dsb/core';
import { activeLearners, nextPageUrl } from './namesRoles';

describe('names and roles (pure)', () => {
  it('keeps active learners only, with a name from its parts when there is no full name', () => {
    const container = {
      members: [
        { user_id: 'a', roles: [LTI_ROLES.learner], name: 'Ana Pupil', email: 'a@s.example' },
        {
          user_id: 'b',
          roles: ['Learner'],
          given_name: 'Ben',
          family_name: 'Lee',
          status: 'Active',
        },
        { user_id: 'c', roles: [LTI_ROLES.learner], status: 'Inactive' },
        { user_id: 'd', roles: [LTI_ROLES.instructor] },
        { user_id: 'e', roles: [LTI_ROLES.learner, LTI_ROLES.teachingAssistant] },
        { roles: [LTI_ROLES.learner] },
        { user_id: 'f', roles: [LTI_ROLES.learner], status: 'Deleted' },
      ],
    };
    expect(activeLearners(container)).toEqual([
      { sub: 'a', name: 'Ana Pupil', email: 'a@s.example' },
      { sub: 'b', name: 'Ben Lee', email: null },
    ]);
    expect(activeLearners(null)).toEqual([]);
    expect(activeLearners({ members: 'x' })).toEqual([]);
  });

  it('follows rel="next" among several links, resolved against the page', () => {
    const page = 'https://lms.example/nrps/1?p=1';
    expect(
      nextPageUrl('<https://lms.example/nrps/1?p=1>; rel="first", </nrps/1?p=2>; rel="next"', page),
    ).toBe('https://lms.example/nrps/1?p=2');
    expect(nextPageUrl('<https://lms.example/x>; rel=next', page)).toBe('https://lms.example/x');
    expect(nextPageUrl('<https://lms.example/x>; rel="differences"', page)).toBeNull();
    expect(nextPageUrl(undefined, page)).toBeNull();
  });
});
