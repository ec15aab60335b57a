// Search and list figures on the embedded default at 50 concurrent clients (closed loop), on the
// seed set and on 10,000 rows. Save budgets are open loop now (docs/performance.md): classroom.mjs holds
// them; the closed-loop story cases here are reported without a budget, for comparison.
import { measure, newDataDir, signIn, startServer } from './harness.mjs';
import { seedManyPrompts } from './seedPrompts.mjs';
import { exactVersusHnsw, seedManyEvidence } from './seedEvidence.mjs';
import { benchStory } from './storyFixture.mjs';

const results = [];

async function promptCases(label, base) {
  results.push(
    await measure(`prompt list (${label})`, {
      url: `${base}/api/prompts?limit=20&offset=0`,
      budgetP95: 15,
    }),
  );
  results.push(
    await measure(`prompt text search (${label})`, {
      url: `${base}/api/prompts/search?query=ocean%20warming&type=text`,
      budgetP95: 40,
    }),
  );
  results.push(
    await measure(`prompt smart search (${label})`, {
      url: `${base}/api/prompts/search?query=${encodeURIComponent('is the planet getting hotter')}&type=semantic`,
      budgetP95: 40,
    }),
  );
}

async function evidenceCases(label, base) {
  results.push(
    await measure(`evidence text search (${label})`, {
      url: `${base}/api/evidence/search?query=sea%20level&searchType=text&limit=100`,
      budgetP95: 40,
    }),
  );
  results.push(
    await measure(`evidence vector search (${label})`, {
      url: `${base}/api/evidence/search?query=${encodeURIComponent('how fast is the ocean rising')}&searchType=vector&limit=100`,
      budgetP95: 40,
    }),
  );
}

async function storyCases(base) {
  const cookie = await signIn(base, 'bench@example.com');
  const headers = { cookie, origin: base, 'content-type': 'application/json' };
  const story = benchStory();
  const created = await (
    await fetch(`${base}/api/stories`, { method: 'POST', headers, body: JSON.stringify(story) })
  ).json();
  // force: every client saves over the latest version, so the case measures the save path, not 409s.
  const body = JSON.stringify({ version: created.version, force: true, slides: story.slides });
  console.log(
    JSON.stringify({
      case: 'story payload (10 slides x 30 objects)',
      bytes: Buffer.byteLength(body),
      kilobytes: +(Buffer.byteLength(body) / 1024).toFixed(1),
    }),
  );
  results.push(
    await measure('story save (PUT)', {
      url: `${base}/api/stories/${created._id}`,
      method: 'PUT',
      headers,
      body,
    }),
  );
  for (let i = 0; i < 20; i++)
    await fetch(`${base}/api/stories`, { method: 'POST', headers, body: JSON.stringify(story) });
  results.push(
    await measure('story list (21 stories)', {
      url: `${base}/api/stories`,
      headers: { cookie },
    }),
  );
}

const dataDir = newDataDir();
let server = await startServer(dataDir);
await promptCases('seed set', server.base);
await evidenceCases('seed set', server.base);
await storyCases(server.base);
await server.stop();

const added = await seedManyPrompts(dataDir, 10_000);
const addedEvidence = await seedManyEvidence(dataDir, 10_000);
console.log(
  JSON.stringify({ case: 'generated rows added', prompts: added, evidence: addedEvidence }),
);
console.log(
  JSON.stringify({
    case: 'evidence vector query: exact scan vs HNSW (10,055 rows)',
    ...(await exactVersusHnsw(dataDir)),
  }),
);
server = await startServer(dataDir);
await promptCases('10,000 prompts', server.base);
await evidenceCases('10,000 items', server.base);
await server.stop();

console.table(
  results.map(({ case: c, rps, p50_ms, p95_ms, errors, budget_p95_ms, within_budget }) => ({
    case: c,
    rps,
    p50_ms,
    p95_ms,
    errors,
    budget_p95_ms,
    within_budget,
  })),
);
