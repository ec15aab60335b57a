import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { PRIVACY_INVENTORY } from '../composition/privacyInventory';
import { declarePrivacy, notPersonal } from '../platform/privacy/declaration';
import { renderPrivacyDoc } from './privacyDoc';

const PRIVACY_DOC = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/privacy.md',
);

describe('docs/privacy.md', () => {
  it('matches the privacy declarations (npm run docs:api regenerates it)', async () => {
    const options = { ...(await resolveConfig(PRIVACY_DOC)), parser: 'markdown' as const };
    const markdown = await format(renderPrivacyDoc(PRIVACY_INVENTORY), options);
    if (process.env.UPDATE_API_DOCS === '1') writeFileSync(PRIVACY_DOC, markdown);
    const written = readFileSync(PRIVACY_DOC, 'utf8');
    expect(written, 'docs/privacy.md is stale: run `npm run docs:api`').toBe(markdown);
  });
});

describe('renderPrivacyDoc', () => {
  const markdown = renderPrivacyDoc({
    'features/things': declarePrivacy({
      tables: {
        things: {
          holds: "A person's things | all of them.",
          about: ['pupils', 'teachers'],
          purpose: 'Keeping things.',
          export: { file: 'things.json', note: 'as listed' },
          deletion: {
            how: 'cascade',
            detail: 'Deleted with the user.',
            leavesBehind: 'Copies in shared things.',
          },
          retention: 'Until deleted.',
        },
      },
      storage: {
        'things/': {
          holds: 'Pictures of things.',
          about: ['pupils'],
          purpose: 'Showing things.',
          export: { withheld: 'a copy' },
          deletion: { how: 'left behind', detail: 'The files stay.' },
          retention: 'For good.',
        },
      },
      caches: { 'thing lookups (memory)': notPersonal('Speed.', '5 seconds.') },
    }),
  });

  it('lists every item in the summary, escaping table cells', () => {
    expect(markdown).toContain(
      '| `things` | table | `features/things/` | pupils, teachers | database cascade, some **left behind** |',
    );
    expect(markdown).toContain(
      '| `things/` | storage | `features/things/` | pupils | **left behind** |',
    );
    expect(markdown).toContain(
      '| thing lookups (memory) | cache | `features/things/` | nobody | not personal |',
    );
  });

  it('gathers what a user deletion leaves behind', () => {
    const section = markdown.slice(
      markdown.indexOf('## Left behind'),
      markdown.indexOf('## Tables'),
    );
    expect(section).toContain('- `things` (table): Copies in shared things.');
    expect(section).toContain('- `things/` (storage): The files stay.');
    expect(section).not.toContain('thing lookups');
  });

  it('gives each item its holdings, purpose, export, deletion and retention', () => {
    expect(markdown).toContain("- **Holds:** A person's things | all of them.");
    expect(markdown).toContain('- **Export:** In `things.json` (as listed).');
    expect(markdown).toContain(
      '- **On deleting the user:** Database cascade. Deleted with the user. **Leaves behind:** Copies in shared things.',
    );
    expect(markdown).toContain('- **Export:** Not exported: a copy.');
    expect(markdown).toContain('- **Holds:** no personal data.');
    expect(markdown).toContain('- **Kept:** 5 seconds.');
  });
});
