// The server's floors and the size limit, checked by running ESLint with the repository's own config
// on small fixture files placed (virtually) in each layer. Each case fails if its rule is switched
// off, loosened or overridden by a later block of eslint.config.js.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

/** The rule ids and messages reported for `code` placed at `filePath` (relative to the repository root). */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const FEATURE_FILE = 'apps/server/src/features/stories/fixture.ts';
const PLATFORM_FILE = 'apps/server/src/platform/db/fixture.ts';

describe('server features use one another only through their index.ts', () => {
  it("refuses a deep import of another feature's module", async () => {
    const code =
      "import { createUpload } from '../files/uploadService';\nexport const x = createUpload;\n";
    expect(await violations(FEATURE_FILE, code)).toEqual([
      expect.stringMatching(/^local\/feature-boundaries: .*reaches inside the 'files' feature/),
    ]);
  });

  it('refuses a deep export and a dynamic import too', async () => {
    const code =
      "export { createUpload } from '../files/uploadService';\nexport const load = () => import('../video/videoService');\n";
    expect(await violations(FEATURE_FILE, code)).toHaveLength(2);
  });

  it("accepts another feature's index and its own modules", async () => {
    const code =
      "import { fileRoutes } from '../files';\nimport { storyHooks } from './storyHooks';\nexport const x = [fileRoutes, storyHooks];\n";
    expect(await violations(FEATURE_FILE, code)).toEqual([]);
  });

  it("lets a test reach another feature's fixtures", async () => {
    const code =
      "import { createUpload } from '../files/uploadService';\nexport const x = createUpload;\n";
    expect(await violations('apps/server/src/features/stories/fixture.test.ts', code)).toEqual([]);
  });
});

describe('nothing below the app reaches up', () => {
  it('refuses a feature importing the composition or the app', async () => {
    const code =
      "import { createSearch } from '../../composition/search';\nimport { buildApp } from '../../app';\nexport const x = [createSearch, buildApp];\n";
    expect(await violations(FEATURE_FILE, code)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*compose the app/),
      expect.stringMatching(/^no-restricted-imports: .*compose the app/),
    ]);
  });

  it('refuses shared machinery importing any feature, even its index', async () => {
    const code =
      "import { evidence } from '../../features/evidence';\nimport { stories } from '../../features/stories/tables';\nexport const x = [evidence, stories];\n";
    const found = await violations(PLATFORM_FILE, code);
    expect(found.filter((m) => /imports no feature/.test(m))).toHaveLength(2);
  });

  it('accepts shared machinery importing shared machinery', async () => {
    const code =
      "import { FILES_PREFIX } from '../storage/storage';\nimport { createDb } from './client';\nexport const x = [FILES_PREFIX, createDb];\n";
    expect(await violations(PLATFORM_FILE, code)).toEqual([]);
  });

  it('still refuses the web app on the server', async () => {
    const code = "import { App } from '../../../../web/src/app/App';\nexport const x = App;\n";
    expect(await violations(PLATFORM_FILE, code)).toEqual([
      expect.stringMatching(/does not import the web app/),
    ]);
  });
});

describe('no source file is over 400 lines', () => {
  const lines = (count: number) =>
    `${Array.from({ length: count - 1 }, (_, i) => `export const v${i} = ${i};`).join('\n')}\n`;

  it.each([FEATURE_FILE, 'apps/web/src/features/grid/fixture.tsx', 'packages/core/src/fixture.ts'])(
    'refuses 401 lines in %s',
    async (file) => {
      expect(await violations(file, `${lines(401)}// one too many\n`)).toEqual([
        expect.stringMatching(/^max-lines: /),
      ]);
    },
  );

  it('accepts 400 lines', async () => {
    expect(await violations(FEATURE_FILE, lines(400))).toEqual([]);
  });
});
