import { describe, expect, it } from 'vitest';
import { classroomShareUrl } from './classroomShare';

describe('Share to Classroom', () => {
  it("carries the class link's address and name, encoded, as an assignment", () => {
    const link = 'https://stories.school.example/tool?tid=abc123&room=Room%2012';
    const shared = new URL(classroomShareUrl(link, 'Year 8 & 9: science?'));
    expect(shared.origin + shared.pathname).toBe('https://classroom.google.com/share');
    expect(shared.searchParams.get('url')).toBe(link);
    expect(shared.searchParams.get('title')).toBe('Year 8 & 9: science?');
    expect(shared.searchParams.get('itemtype')).toBe('assignment');
    // The link's own query cannot leak into the share page's parameters.
    expect(shared.searchParams.get('room')).toBeNull();
    expect(shared.search).toContain(
      'url=https%3A%2F%2Fstories.school.example%2Ftool%3Ftid%3Dabc123%26room%3DRoom%252012',
    );
  });
});
