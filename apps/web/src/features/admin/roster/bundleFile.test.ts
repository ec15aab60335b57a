import { describe, expect, it } from 'vitest';
import { MAX_ROSTER_BUNDLE_BYTES } from '@dsb/core';
import { bundleFileProblem } from './bundleFile';
import { megabytes } from './messages';

describe('the roster bundle file, before upload', () => {
  it('takes a .zip up to the limit', () => {
    expect(bundleFileProblem({ name: 'roster.zip', size: 1234 })).toBeNull();
    expect(bundleFileProblem({ name: 'ROSTER.ZIP', size: MAX_ROSTER_BUNDLE_BYTES })).toBeNull();
  });

  it('refuses a file one byte over the limit, saying how large it is and the limit', () => {
    const problem = bundleFileProblem({ name: 'roster.zip', size: MAX_ROSTER_BUNDLE_BYTES + 1 });
    expect(problem).toContain(megabytes(MAX_ROSTER_BUNDLE_BYTES + 1));
    expect(problem).toContain(`at most ${megabytes(MAX_ROSTER_BUNDLE_BYTES)}`);
  });

  it('refuses a file that is not a .zip, and an empty one', () => {
    expect(bundleFileProblem({ name: 'users.csv', size: 100 })).toMatch(/\.zip file/);
    expect(bundleFileProblem({ name: 'roster.zip', size: 0 })).toBe('This file is empty.');
  });
});

describe('sizes', () => {
  it('are written in megabytes with at most one decimal', () => {
    expect(megabytes(20 * 1024 * 1024)).toBe(`${(20).toLocaleString()} MB`);
    expect(megabytes(1.25 * 1024 * 1024)).toMatch(/^1[.,]3 MB$/);
  });
});
