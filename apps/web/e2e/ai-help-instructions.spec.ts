import { CHART_CHAT_WELCOME, DEFAULT_AI_INSTRUCTIONS } from '@dsb/core';
import { openChart, shot } from './support/aiHelp';
import { detail } from './support/evidence';
import { expect, test } from './support/fixtures';

/**
 * The chart tutor's AI Instructions modal (docs/product/ai-help.md), offline: keyboard, focus,
 * save, reset.
 */

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`${viewport.name}: the chart tutor's AI Instructions modal saves, resets and closes by keyboard`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await openChart(page);
    const evidence = detail(page).filter({ has: page.getByTestId('evidence-detail') });
    const chat = evidence.getByRole('region', { name: 'Chart tutor' });
    await expect(chat.getByText(CHART_CHAT_WELCOME.message)).toBeVisible();
    const settingsButton = evidence.getByRole('button', { name: 'AI Instructions' });
    const modal = page.getByRole('dialog', { name: 'AI Instructions' });
    const box = modal.getByRole('textbox', { name: 'Chart analysis instructions' });
    const stored = async () =>
      (
        (await (await page.request.get('/api/me/settings')).json()) as {
          aiInstructions?: { chartAnalysis?: string };
        }
      ).aiInstructions?.chartAnalysis;

    // Opened by keyboard: the default text, focus in the text area.
    await settingsButton.focus();
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue(DEFAULT_AI_INSTRUCTIONS.chartAnalysis);
    await expect(box).toBeFocused();
    await expect(modal.getByRole('button', { name: 'Reset to Default' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expect(modal).toHaveCSS('opacity', '1'); // the opening animation is over
    await shot(page, `ai-help-instructions-modal-${viewport.name}`);

    // Escape closes this modal only; focus goes back to the settings button.
    await box.fill('Ask me one question at a time.');
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(evidence).toBeVisible();
    await expect(settingsButton).toBeFocused();
    expect(await stored()).toBeUndefined(); // closing without saving keeps nothing

    // Save Changes: saved to the account, the modal closes with a notice, focus returns.
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue(DEFAULT_AI_INSTRUCTIONS.chartAnalysis);
    await box.fill('Use short sentences. End with a question.');
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByText('Instructions saved.')).toBeVisible();
    await expect(settingsButton).toBeFocused();
    expect(await stored()).toBe('Use short sentences. End with a question.');

    // Reopened: the saved text; Reset to Default brings the default back and says so.
    await settingsButton.click();
    await expect(box).toHaveValue('Use short sentences. End with a question.');
    await modal.getByRole('button', { name: 'Reset to Default' }).click();
    await expect(modal.getByText('Instructions reset to the default.')).toBeVisible();
    await expect(box).toHaveValue(DEFAULT_AI_INSTRUCTIONS.chartAnalysis);
    expect(await stored()).toBeUndefined();
    await shot(page, `ai-help-instructions-reset-${viewport.name}`);

    // A click on the backdrop closes it; the evidence modal stays.
    await page.mouse.click(5, 5);
    await expect(modal).toHaveCount(0);
    await expect(evidence).toBeVisible();
  });
}
