import { describe, expect, it } from 'vitest';
import { describeFailures } from './vitestFailures.mjs';

describe("the unit tests' failures at the end of npm test", () => {
  it('names each failed test with the first line of its error, and a file that failed to load', () => {
    const report = {
      testResults: [
        {
          name: '/repo/apps/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'a works', status: 'passed', failureMessages: [] },
            {
              fullName: 'a answers 200',
              status: 'failed',
              failureMessages: ['AssertionError: expected 500 to be 200\n    at a.test.ts:3'],
            },
          ],
        },
        {
          name: '/repo/apps/b.test.ts',
          status: 'failed',
          message: 'Hook timed out\nmore',
          assertionResults: [],
        },
        { name: '/repo/apps/c.test.ts', status: 'passed', assertionResults: [] },
      ],
    };
    expect(describeFailures(report, '/repo')).toEqual([
      'apps/a.test.ts › a answers 200: AssertionError: expected 500 to be 200',
      'apps/b.test.ts: Hook timed out',
    ]);
  });

  it('says nothing when every test passed', () => {
    expect(describeFailures({ testResults: [] }, '/repo')).toEqual([]);
  });
});
