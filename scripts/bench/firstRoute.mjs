// First-route weight budget (docs/performance.md) on the built web app: the gzipped JavaScript and CSS that
// index.html loads before anything is clicked (budget: JavaScript < 250 KB). Exits 1 over budget.
import path from 'node:path';
import { ROOT } from '../lib.mjs';
import { FIRST_ROUTE_JS_BUDGET_KB, measureFirstRoute } from '../firstRouteWeight.mjs';

const round = (value) => +value.toFixed(1);
const weight = measureFirstRoute(path.join(ROOT, 'apps/web/dist'));
const within = weight.jsKb < FIRST_ROUTE_JS_BUDGET_KB;
const rows = [
  {
    case: 'first route JavaScript (entry + preloaded chunks, gzip)',
    value: round(weight.jsKb),
    unit: 'KB',
    budget: `< ${FIRST_ROUTE_JS_BUDGET_KB}`,
    within_budget: within ? 'yes' : 'NO',
    files: weight.js.map((f) => `${path.basename(f.file)} ${round(f.gzipKb)}`).join(', '),
  },
  {
    case: 'first route CSS (gzip)',
    value: round(weight.cssKb),
    unit: 'KB',
    budget: '',
    within_budget: '',
    files: weight.css.map((f) => `${path.basename(f.file)} ${round(f.gzipKb)}`).join(', '),
  },
];
for (const row of rows) console.log(JSON.stringify(row));
process.exitCode = within ? 0 : 1;
