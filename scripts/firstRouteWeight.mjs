// What the first page costs before anything is clicked: the entry script of the built index.html, the
// chunks it preloads, and its stylesheets, gzipped. docs/performance.md budgets the JavaScript at 250 KB;
// editor, evidence, PDF, PPTX and admin code must load only where used.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_INDEX, webBuildIsStale } from './lib.mjs';

export const FIRST_ROUTE_JS_BUDGET_KB = 250;

const gzipKb = (file) => gzipSync(readFileSync(file)).length / 1024;

/** Files of `dist` that index.html loads up front, with their gzipped sizes in KB (1024 bytes). */
export function measureFirstRoute(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const attr = (tag, name) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const js = [];
  const css = [];
  for (const tag of tags) {
    if (tag.startsWith('<script') && attr(tag, 'type') === 'module' && attr(tag, 'src')) {
      js.push(attr(tag, 'src'));
    } else if (tag.startsWith('<link') && attr(tag, 'rel') === 'modulepreload') {
      js.push(attr(tag, 'href'));
    } else if (tag.startsWith('<link') && attr(tag, 'rel') === 'stylesheet') {
      css.push(attr(tag, 'href'));
    }
  }
  if (js.length === 0) throw new Error(`no entry script in ${path.join(dist, 'index.html')}`);
  const sized = (urls) =>
    urls.map((url) => ({ file: url, gzipKb: gzipKb(path.join(dist, url.replace(/^\//, ''))) }));
  const sum = (files) => files.reduce((total, f) => total + f.gzipKb, 0);
  const jsFiles = sized(js);
  const cssFiles = sized(css);
  return { js: jsFiles, css: cssFiles, jsKb: sum(jsFiles), cssKb: sum(cssFiles) };
}

/**
 * The source modules inside each script the first page loads, read from the script's source map
 * (the build writes one beside every script made from sources): absolute paths, as the bundler's
 * module ids.
 */
export function firstRouteModules(dist) {
  return measureFirstRoute(dist).js.map(({ file }) => {
    const script = path.join(dist, file.replace(/^\//, ''));
    if (!existsSync(`${script}.map`)) {
      // A chunk with no source module in it (the bundler's runtime) gets no map.
      if (!readFileSync(script, 'utf8').includes('sourceMappingURL')) return { file, modules: [] };
      throw new Error(`${script} names a source map that is missing`);
    }
    const map = JSON.parse(readFileSync(`${script}.map`, 'utf8'));
    const base = path.resolve(path.dirname(script), map.sourceRoot ?? '');
    return { file, modules: map.sources.map((source) => path.resolve(base, source)) };
  });
}

/** apps/web/dist when `npm run build` made it from the current sources, else null. */
export function freshWebBuild() {
  return webBuildIsStale() ? null : path.dirname(WEB_INDEX);
}
