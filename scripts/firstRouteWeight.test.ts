// The first page's weight, measured on a real production build of apps/web (DESIGN.md §7: the first
// route's JavaScript < 250 KB gzipped; editor, evidence and admin code load only where used).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_ROUTE_JS_BUDGET_KB, measureFirstRoute } from './firstRouteWeight.mjs';

const WEB = fileURLToPath(new URL('../apps/web', import.meta.url));
// Code that only some pages or people need; none of it may load with the first page.
const NOT_ON_FIRST_PAGE: [string, RegExp][] = [
  ['Fabric', /\/node_modules\/fabric\//],
  ['the slide editor', /\/src\/(features\/editor|editor)\//],
  ['the evidence library', /\/src\/features\/evidence\//],
  ['the slide grid and drag and drop', /\/src\/features\/grid\/|\/node_modules\/@dnd-kit\//],
  [
    'admin tools',
    /\/src\/features\/admin\/|\/(PromptAdminDialogs|EditPromptModal|DeletePromptModal|usePromptAdmin|EvidenceAdmin|useEvidenceAdmin)\.tsx?$/,
  ],
];

let dist = '';
let chunks: Rolldown.OutputChunk[] = [];

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'dsb-web-build-'));
  // Vitest sets NODE_ENV=test, which Vite keeps: that would bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({
    root: WEB,
    configFile: path.join(WEB, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir: dist, emptyOutDir: true, sourcemap: false },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  chunks = outputs
    .flatMap((o) => o.output)
    .filter((f): f is Rolldown.OutputChunk => f.type === 'chunk');
}, 120_000);

afterAll(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('the first page', () => {
  it(`loads less than ${FIRST_ROUTE_JS_BUDGET_KB} KB of gzipped JavaScript`, () => {
    const weight = measureFirstRoute(dist);
    expect(weight.jsKb).toBeGreaterThan(50); // the measure found the scripts at all
    expect(weight.jsKb).toBeLessThan(FIRST_ROUTE_JS_BUDGET_KB);
  });

  it('loads Mantine styles per component, not the whole stylesheet (was 36 KB gzipped)', () => {
    expect(measureFirstRoute(dist).cssKb).toBeLessThan(25);
  });

  it.each(NOT_ON_FIRST_PAGE)('does not load %s', (_what, pattern) => {
    const firstPage = new Set(measureFirstRoute(dist).js.map((f) => path.basename(f.file)));
    const offenders = chunks
      .filter((chunk) => firstPage.has(path.basename(chunk.fileName)))
      .flatMap((chunk) => chunk.moduleIds.filter((id) => pattern.test(id)));
    expect(offenders).toEqual([]);
  });
});
