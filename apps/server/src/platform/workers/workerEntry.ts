import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Where a worker thread's code is: `dist/<name>.js` beside the bundle (build.mjs bundles each
 * worker as its own entry), or, when the server runs from source (tsx, Vitest), the TypeScript
 * file imported after tsx's loader is registered in the worker. `sourceUrl` is the worker's
 * source file, `new URL('./x.ts', import.meta.url)` from the caller.
 */
export function workerEntry(
  callerUrl: string,
  name: string,
  sourceUrl: URL,
): { entry: string | URL; eval: boolean } {
  if (!callerUrl.endsWith('.ts')) {
    return { entry: new URL(`./${name}.js`, callerUrl), eval: false };
  }
  const bootstrap = `import(${JSON.stringify(tsxEsmApi())})
    .then((tsx) => { tsx.register(); return import(${JSON.stringify(sourceUrl.href)}); })`;
  return { entry: bootstrap, eval: true };
}

/** tsx's ESM API (its CommonJS twin cannot register hooks in a worker on Node 20). */
function tsxEsmApi(): string {
  const manifestPath = createRequire(import.meta.url).resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return pathToFileURL(
    path.join(path.dirname(manifestPath), manifest.exports['./esm/api']!.import.default),
  ).href;
}
