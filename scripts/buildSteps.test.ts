import { describe, expect, it } from 'vitest';
import { BUILD_STEPS, buildWithProgress } from './buildSteps.mjs';

/** A clock that moves 30 s at every reading. */
const ticking = () => {
  let t = 0;
  return () => (t += 30_000);
};

describe('the first start build', () => {
  it('says which step runs and how long each took, as it goes', async () => {
    const said: string[] = [];
    const ran: string[][] = [];
    const code = await buildWithProgress({
      runStep: async (args: string[]) => (ran.push(args), 0),
      say: (line: string) => said.push(line),
      now: ticking(),
    });
    expect(code).toBe(0);
    expect(ran).toEqual(BUILD_STEPS.map((step) => step.args));
    expect(said[0]).toMatch(/^Building the app .* a minute or two/);
    expect(said).toContain('[1/2] Building the web app ...');
    expect(said).toContain('[1/2] Built the web app in 30 s.');
    expect(said).toContain('[2/2] Built the server in 30 s.');
    expect(said.at(-1)).toMatch(/^Build finished in \d+ s\. Starting the server/);
  });

  it('stops at the first failing step with its exit code', async () => {
    const said: string[] = [];
    const ran: string[][] = [];
    const code = await buildWithProgress({
      runStep: async (args: string[]) => (ran.push(args), 2),
      say: (line: string) => said.push(line),
    });
    expect(code).toBe(2);
    expect(ran).toHaveLength(1);
    expect(said.at(-1)).toBe('Building the web app failed (exit code 2).');
  });
});
