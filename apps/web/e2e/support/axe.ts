import { appendFileSync } from 'node:fs';
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenSettled } from './screen';

/** The WCAG 2.1 A and AA rule sets (issue #18): nothing else, so best-practice rules stay out. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * A violation we know of on a screen someone else is changing right now: named, with its reason,
 * so the scan still fails on anything new. `target` is matched against the start of the element's
 * CSS selector as axe reports it (or its `data-testid`, written `[data-testid="..."]`).
 */
export type KnownViolation = {
  /** The screen's name as scanned, or a pattern for every screen where the element shows. */
  screen: string | RegExp;
  rule: string;
  target: string;
  why: string;
};

const onScreen = (known: KnownViolation, screen: string) =>
  typeof known.screen === 'string' ? known.screen === screen : known.screen.test(screen);

export type Finding = {
  screen: string;
  rule: string;
  impact: string;
  target: string;
  html: string;
};

const allowed = (finding: Finding, known: readonly KnownViolation[]) =>
  known.some(
    (k) =>
      onScreen(k, finding.screen) && k.rule === finding.rule && finding.target.includes(k.target),
  );

/**
 * axe-core itself (no wrapper: @axe-core/playwright 4.14 asks for Node 22), loaded into every frame
 * so that the top frame's run reaches into iframes, as the wrapper did.
 */
async function runAxe(page: Page): Promise<axe.AxeResults> {
  for (const frame of page.frames()) {
    // Evaluated, not a <script> tag: the app's Content-Security-Policy refuses inline scripts.
    // A frame that navigates away or was removed meanwhile is simply not scanned.
    await frame.evaluate(axe.source).catch(() => undefined);
  }
  return page.evaluate(
    (tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags }, iframes: true }),
    WCAG_TAGS,
  );
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/**
 * Scans the whole page as it is now (open dialogs and panels included) with WCAG 2.1 A/AA rules.
 * Every violation not in `known` fails the test softly, so one run reports every screen.
 * With A11Y_REPORT set, every finding (known or not) is also appended to that file as JSON lines.
 */
export async function scan(page: Page, screen: string, known: readonly KnownViolation[] = []) {
  // Mantine's transitions are off under reduced motion (App.tsx); wait for the screen to be still.
  await screenSettled(page);
  const results = await runAxe(page);
  const findings: Finding[] = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      screen,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      target: node.target.map(String).join(' > '),
      html: node.html.slice(0, 200),
    })),
  );
  if (process.env.A11Y_REPORT) {
    for (const finding of findings)
      appendFileSync(process.env.A11Y_REPORT, `${JSON.stringify(finding)}\n`);
  }
  const unexpected = findings.filter((finding) => !allowed(finding, known));
  const describe = unexpected.map((f) => `${f.rule} (${f.impact}) at ${f.target}: ${f.html}`);
  expect.soft(describe, `new accessibility violations on "${screen}"`).toEqual([]);
  for (const k of known.filter((k) => typeof k.screen === 'string' && k.screen === screen)) {
    const stillThere = findings.some((f) => f.rule === k.rule && f.target.includes(k.target));
    if (!stillThere) {
      test.info().annotations.push({
        type: 'fixed',
        description: `${screen}: ${k.rule} at ${k.target} is gone; take it off the allow-list`,
      });
    }
  }
}
