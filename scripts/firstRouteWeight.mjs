// What the first page costs before anything is clicked: the entry script of the built index.html, the
// chunks it preloads, and its stylesheets, gzipped. DESIGN.md §7 budgets the JavaScript at 250 KB;
// editor, evidence, PDF, PPTX and admin code must load only where used.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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
