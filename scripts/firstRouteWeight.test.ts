// The first page's weight, measured on a real production build of apps/web (docs/performance.md: the first
// route's JavaScript < 250 KB gzipped; editor, evidence and admin code load only where used).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_ROUTE_JS_BUDGET_KB,
  firstRouteModules,
  freshWebBuild,
  measureFirstRoute,
} from './firstRouteWeight.mjs';

const WEB = fileURLToPath(new URL('../apps/web', import.meta.url));
// Code that only some pages or people need; none of it may load with the first page.
const NOT_ON_FIRST_PAGE: [string, RegExp][] = [
  ['Fabric', /\/node_modules\/fabric\//],
  ['the slide editor', /\/src\/(features\/editor|editor)\//],
  ['the evidence library', /\/src\/features\/evidence\//],
  ['Vega and the chart builder', /\/node_modules\/vega|\/src\/features\/chartBuilder\//],
  ['the slide grid and drag and drop', /\/src\/features\/grid\/|\/node_modules\/@dnd-kit\//],
  [
    'admin tools',
    /\/src\/features\/admin\/|\/(PromptAdminDialogs|EditPromptModal|DeletePromptModal|usePromptAdmin|EvidenceAdmin|useEvidenceAdmin)\.tsx?$/,
  ],
];

let built = ''; // a build made here (removed afterwards) when apps/web/dist is not current
let weight: ReturnType<typeof measureFirstRoute>;
let modules: ReturnType<typeof firstRouteModules>;

beforeAll(async () => {
  // `npm run build` (CI runs it before the tests) made this very production build already:
  // measure it instead of building a second time. Otherwise build into a temporary folder.
  let dist = freshWebBuild();
  if (!dist) {
    dist = built = mkdtempSync(path.join(tmpdir(), 'dsb-web-build-'));
    // Vitest sets NODE_ENV=test, which Vite keeps: that would bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    await build({
      root: WEB,
      configFile: path.join(WEB, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir: dist, emptyOutDir: true },
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    });
  }
  // Read at once: the scripts, their sizes and (from their source maps) the modules inside.
  weight = measureFirstRoute(dist);
  modules = firstRouteModules(dist);
}, 120_000);

afterAll(() => {
  if (built) rmSync(built, { recursive: true, force: true });
});

describe('the first page', () => {
  it(`loads less than ${FIRST_ROUTE_JS_BUDGET_KB} KB of gzipped JavaScript`, () => {
    expect(weight.jsKb).toBeGreaterThan(50); // the measure found the scripts at all
    expect(weight.jsKb).toBeLessThan(FIRST_ROUTE_JS_BUDGET_KB);
  });

  it('loads Mantine styles per component, not the whole stylesheet (was 36 KB gzipped)', () => {
    expect(weight.cssKb).toBeLessThan(25);
  });

  it("reads the modules inside the first page's scripts", () => {
    const all = modules.flatMap((script) => script.modules);
    expect(all).toContain(path.join(WEB, 'src/main.tsx'));
    expect(all.some((id) => id.includes('/node_modules/react-dom/'))).toBe(true);
  });

  // Source maps name every module that put code into a script; stylesheets (held to the CSS
  // budget above) and modules left empty by tree-shaking are not named, and load nothing.
  it.each(NOT_ON_FIRST_PAGE)('does not load %s', (_what, pattern) => {
    const offenders = modules.flatMap((script) => script.modules.filter((id) => pattern.test(id)));
    expect(offenders).toEqual([]);
  });
});
