// The architecture's import boundaries, checked by running ESLint with the repository's own config on
// small fixture files placed (virtually) in each layer. Each case would pass silently if its rule were
// switched off or overridden by a later block of eslint.config.js.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

/** The rule ids reported for `code` placed at `filePath` (relative to the repository root). */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const MODEL_FILE = 'apps/web/src/editor/model/fixture.ts';

describe('editor model stays free of Fabric, React and the web UI', () => {
  it('refuses fabric', async () => {
    const found = await violations(
      MODEL_FILE,
      "import { Rect } from 'fabric';\nexport const r = Rect;\n",
    );
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*knows no Fabric/)]);
  });

  it('refuses React and Mantine', async () => {
    const code =
      "import { useState } from 'react';\nimport { Button } from '@mantine/core';\nexport const x = [useState, Button];\n";
    expect(await violations(MODEL_FILE, code)).toHaveLength(2);
  });

  it('refuses the Fabric adapter and features', async () => {
    const code =
      "import { FabricEditor } from '../fabric';\nimport { useStory } from '../../features/stories';\nexport const x = [FabricEditor, useStory];\n";
    expect(await violations(MODEL_FILE, code)).toHaveLength(2);
  });

  it('still refuses the server (the apps/web rule applies here too)', async () => {
    const code =
      "import { buildApp } from '../../../../server/src/app';\nexport const x = buildApp;\n";
    expect(await violations(MODEL_FILE, code)).toEqual([expect.stringMatching(/over HTTP only/)]);
  });

  it('accepts core and its own modules', async () => {
    const code =
      "import type { CanvasObject } from '@dsb/core';\nimport { History } from './history';\nexport type X = CanvasObject;\nexport const h = History;\n";
    expect(await violations(MODEL_FILE, code)).toEqual([]);
  });
});

describe('packages/core runs anywhere', () => {
  it('refuses React, Fabric, Fastify and node: modules', async () => {
    const code = [
      "import { useState } from 'react';",
      "import { Rect } from 'fabric';",
      "import Fastify from 'fastify';",
      "import { readFileSync } from 'node:fs';",
      'export const x = [useState, Rect, Fastify, readFileSync];',
    ].join('\n');
    expect(await violations('packages/core/src/fixture.ts', `${code}\n`)).toHaveLength(4);
  });
});

describe('web and server talk over HTTP only', () => {
  it('the server refuses the web app', async () => {
    const code =
      "import { router } from '../../../apps/web/src/app/router';\nimport web from '@dsb/web';\nexport const x = [router, web];\n";
    const found = await violations('apps/server/src/fixture.ts', code);
    expect(found).toEqual([
      expect.stringMatching(/does not import the web app/),
      expect.stringMatching(/does not import the web app/),
    ]);
  });

  it('the web app refuses the server', async () => {
    const code =
      "import { buildApp } from '../../../server/src/app';\nexport const x = buildApp;\n";
    expect(await violations('apps/web/src/lib/fixture.ts', code)).toEqual([
      expect.stringMatching(/over HTTP only/),
    ]);
  });
});

describe('a feature uses another only through its index.ts', () => {
  const GRID_FILE = 'apps/web/src/features/grid/fixture.ts';

  it('refuses a deep import into another feature', async () => {
    const code =
      "import { storyStore } from '../stories/storyStore';\nexport const s = storyStore;\n";
    expect(await violations(GRID_FILE, code)).toEqual([
      expect.stringMatching(
        /^local\/feature-boundaries: .*inside the 'stories' feature.*'\.\.\/stories'/,
      ),
    ]);
  });

  it('refuses it from a nested folder and in a dynamic import', async () => {
    const code = "export const load = () => import('../../editor/EditorPage');\n";
    const found = await violations('apps/web/src/features/grid/parts/fixture.ts', code);
    expect(found).toEqual([expect.stringMatching(/inside the 'editor' feature/)]);
  });

  it('accepts the index, the feature itself, and shared code', async () => {
    const code = [
      "import { storyStore } from '../stories';",
      "import { useAuth } from '../auth/index';",
      "import { SlideCard } from './SlideCard';",
      "import { apiFetch } from '../../lib/http';",
      'export const x = [storyStore, useAuth, SlideCard, apiFetch];',
    ].join('\n');
    expect(await violations(GRID_FILE, `${code}\n`)).toEqual([]);
  });

  it('treats each admin tool as its own feature', async () => {
    const code = "import { x } from '../backups/jobs';\nexport const y = x;\n";
    const found = await violations('apps/web/src/features/admin/users/fixture.ts', code);
    expect(found).toEqual([expect.stringMatching(/inside the 'admin\/backups' feature/)]);
  });

  it('lets tests reach another feature for its fakes', async () => {
    const code =
      "import { createFakeStoryServer } from '../stories/fakeStoryServer';\nexport const f = createFakeStoryServer;\n";
    expect(await violations('apps/web/src/features/grid/fixture.test.ts', code)).toEqual([]);
  });
});

describe('side-effect imports of web code survive the build', () => {
  const FABRIC_FILE = 'apps/web/src/editor/fabric/fixture.ts';

  it('accepts one listed in apps/web/package.json sideEffects', async () => {
    expect(await violations(FABRIC_FILE, "import './defaults';\n")).toEqual([]);
  });

  it('refuses one the bundler would drop', async () => {
    expect(await violations(FABRIC_FILE, "import './perf';\n")).toEqual([
      expect.stringMatching(/^local\/side-effect-imports: .*src\/editor\/fabric\/perf\.ts/),
    ]);
  });
});
