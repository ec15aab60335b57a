import type { Page } from '@playwright/test';

/**
 * Waits until the screen is still, as a person looking at it would: nothing in the page changed
 * for three frames in a row and no transition or finite animation is running (dialogs finished
 * opening, a resized layout re-rendered, the canvas redrawn). Endless animations (spinners) do
 * not count. Used instead of fixed pauses before screenshots, pixel reads and accessibility
 * scans; gives up after `maxMs` on a page that never stops changing.
 */
export async function screenSettled(page: Page, maxMs = 3_000) {
  await page.evaluate(
    (max) =>
      new Promise<void>((resolve) => {
        let quietFrames = 0;
        const observer = new MutationObserver(() => {
          quietFrames = 0;
        });
        observer.observe(document.documentElement, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        const moving = () =>
          document.getAnimations().some((animation) => {
            const end = animation.effect?.getComputedTiming().endTime;
            return animation.playState === 'running' && Number.isFinite(Number(end));
          });
        const done = () => {
          observer.disconnect();
          resolve();
        };
        const giveUp = setTimeout(done, max);
        const frame = () => {
          quietFrames = moving() ? 0 : quietFrames + 1;
          if (quietFrames >= 3) {
            clearTimeout(giveUp);
            done();
          } else {
            requestAnimationFrame(frame);
          }
        };
        requestAnimationFrame(frame);
      }),
    maxMs,
  );
}

/** The sizes screenshots are checked at: a desktop and a phone (390x844). */
export const SHOT_SIZES = [
  [1280, 800],
  [390, 844],
] as const;

/**
 * Saves the page at desktop and phone sizes as `{dir}/{name}-{width}.png` (E2E_SCREENSHOTS), each
 * once the screen is still, then puts the page back at the size it had.
 */
export async function shootBothSizes(page: Page, dir: string, name: string) {
  const size = page.viewportSize();
  for (const [width, height] of SHOT_SIZES) {
    await page.setViewportSize({ width, height });
    await screenSettled(page);
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  if (size) await page.setViewportSize(size);
}
