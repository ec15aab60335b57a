import type { AiChatResponse } from '@dsb/core';
import type { Page } from '@playwright/test';
import arabicHelp from '../src/features/aiHelp/locales/ar.json' with { type: 'json' };
import spanishHelp from '../src/features/aiHelp/locales/es.json' with { type: 'json' };
import arabicEvidence from '../src/features/evidence/locales/ar.json' with { type: 'json' };
import spanishEvidence from '../src/features/evidence/locales/es.json' with { type: 'json' };
import { aiAnswer, shot } from './support/aiHelp';
import { createStory, detail, results, signIn } from './support/evidence';
import { expect, test } from './support/fixtures';

/**
 * The chart tutor in the pupil's language (docs/product/ai-help.md, "In other languages"): the
 * offline guide's answer is written in it, numbers intact, and a typed question in it is understood.
 */
const LANGUAGES = {
  es: {
    help: spanishHelp,
    evidence: spanishEvidence,
    dataSay: 'Lo que dicen los datos:',
    opening: /^Este gráfico muestra: /,
    sourceQuestion: '¿De dónde vienen los datos?',
    sourceAnswer: /^Los datos vienen de /,
  },
  ar: {
    help: arabicHelp,
    evidence: arabicEvidence,
    dataSay: 'ما تقوله البيانات:',
    opening: /^يُظهر هذا المخطط: /,
    sourceQuestion: 'ما مصدر هذه البيانات؟',
    sourceAnswer: /^مصدر البيانات: /,
  },
} as const;

async function openChartIn(page: Page, language: keyof typeof LANGUAGES) {
  const texts = LANGUAGES[language];
  await signIn(page);
  const storyId = await createStory(page, 'Is the sea level rising?');
  await page.goto(`/researcher?story=${storyId}&lang=${language}`);
  const box = page.getByRole('textbox', { name: texts.evidence.search.label });
  await box.fill('sea level');
  await box.press('Enter');
  await expect(page.locator('[data-search-status]')).toHaveAttribute(
    'data-search-status',
    /^(success|error)$/,
  );
  await results(page)
    .filter({ hasText: 'Global average sea level change since 1880' })
    .first()
    .getByTestId('evidence-label')
    .click();
  return detail(page).getByRole('region', { name: texts.evidence.detail.tutor });
}

for (const language of ['es', 'ar'] as const) {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`${viewport.name}, ${language}: the chart tutor's offline answer is in the pupil's language`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const texts = LANGUAGES[language];
      const chat = await openChartIn(page, language);
      await expect(chat.getByText(texts.help.welcome.chart)).toBeVisible();

      // The suggestion goes in English with the language; the answer comes back in it.
      const answered = aiAnswer(page);
      await chat.getByRole('button', { name: texts.help.welcome.understandGraph }).click();
      const response = await answered;
      expect(response.request().postDataJSON()).toMatchObject({ language });
      const answer = (await response.json()) as AiChatResponse;
      expect(answer.message).toMatch(texts.opening);
      expect(answer.message).toContain(texts.dataSay);
      const reply = chat.getByTestId('chat-message-ai').last();
      // Shown as sent: every number of the answer intact on the screen.
      for (const number of answer.message.match(/\d[\d.,\u00a0\u202f]*\d|\d/g) ?? [])
        await expect(reply).toContainText(number);
      // Follow-up suggestions are shown in the pupil's language too.
      await expect(
        chat.getByRole('button', { name: texts.help.welcome.changedMost }),
      ).toBeVisible();
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await shot(page, `ai-help-chart-${language}-${viewport.name}`);

      // A question typed in the language is understood: where the data come from.
      const typed = aiAnswer(page);
      await chat
        .getByRole('textbox', { name: texts.help.chat.yourMessage })
        .fill(texts.sourceQuestion);
      await chat.getByRole('button', { name: texts.help.chat.send }).click();
      const source = (await (await typed).json()) as AiChatResponse;
      expect(source.message).toMatch(texts.sourceAnswer);
      await expect(chat.getByTestId('chat-message-ai').last()).toContainText(
        source.message.slice(0, 20),
      );
      await shot(page, `ai-help-chart-${language}-${viewport.name}-typed`);
    });
  }
}
