import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type TestApp, createTestApp } from '../platform/test/testApp';
import { renderApiMarkdown } from './render';

const API_DOC = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/api.md',
);

describe('docs/api.md', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it('matches the registered routes and their schemas (npm run docs:api regenerates it)', () => {
    const markdown = renderApiMarkdown(app.routeAccess);
    if (process.env.UPDATE_API_DOCS === '1') writeFileSync(API_DOC, markdown);
    const written = readFileSync(API_DOC, 'utf8');
    expect(written, 'docs/api.md is stale: run `npm run docs:api`').toBe(markdown);
  });
});

describe('renderApiMarkdown', () => {
  it('lists fields with their rules, nested fields as paths, and the access level', () => {
    const body = z.object({
      title: z.string().min(1).max(200),
      slides: z.array(z.object({ id: z.string() })).max(100),
      mode: z.enum(['a', 'b']).optional(),
    });
    const markdown = renderApiMarkdown([
      { method: 'POST', url: '/api/things', access: 'admin', bodyLimit: 2048, schema: { body } },
      { method: 'HEAD', url: '/api/things', access: 'public', bodyLimit: undefined, schema: {} },
    ]);
    expect(markdown).toContain('## POST /api/things');
    expect(markdown).not.toContain('## HEAD');
    expect(markdown).toContain('Access: administrator; body up to 2 KB.');
    expect(markdown).toContain('| `title` | string | yes | min 1 chars, max 200 chars |');
    expect(markdown).toContain('| `slides` | array of object | yes | max 100 items |');
    expect(markdown).toContain('| `slides[].id` | string | yes |  |');
    expect(markdown).toContain('| `mode` | "a" \\| "b" |  |  |');
  });
});
