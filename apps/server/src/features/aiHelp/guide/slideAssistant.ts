import {
  SLIDE_CHAT_WELCOME,
  SPEAKING_WORDS_PER_MINUTE,
  roundDecimal,
  type InterfaceLanguage,
} from '@dsb/core';
import { subjectOf, type GuideAnswer, type GuideChart } from './chartTutor';
import { exampleSentence } from './chartSentences';
import { checkScript, type ScriptCheck, type ScriptEvidence } from './scriptChecks';
import { formatNumber, listOf } from './format';
import { guideText, type GuideText } from './i18n';
import { slideIntent } from './intents';
import { seriesPoints } from './chartFacts';

/**
 * The offline guide for a slide (docs/product/ai-help.md, the slide assistant): checks the script
 * and makes concrete suggestions from the slide, its attached charts and the story's big question.
 * Pure.
 */
export type GuideSlide = {
  script: string;
  bigQuestion: string | null;
  slideIndex: number | null;
  /** Charts attached to the slide (placed on its canvas or listed as its evidence). */
  charts: GuideChart[];
  /** Text on the canvas (titles, labels). */
  canvasText: string[];
  imageCount: number;
  /** Library charts that match the big question, for 'Suggest visuals'. */
  libraryCharts: string[];
};

const [IMPROVE, VISUALS, MAIN_MESSAGE] = SLIDE_CHAT_WELCOME.suggestions;
const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');

export function scriptEvidence(chart: GuideChart): ScriptEvidence {
  const values =
    chart.table && chart.roles
      ? [...seriesPoints(chart.table, chart.roles).values()].flat().map((p) => p.y)
      : [];
  return { label: chart.label, values, unit: chart.roles?.unit ?? null, facts: chart.facts };
}

/** The checks, each as a line a student can act on; and the suggestions they lead to. */
export function scriptReview(
  slide: GuideSlide,
  check: ScriptCheck,
  g: GuideText = guideText(),
): { found: string[]; todo: string[] } {
  const found: string[] = [];
  const todo: string[] = [];
  if (check.words === 0) {
    todo.push(g.t('slide.writeScript'));
    return { found, todo };
  }
  const seconds = check.speakingSeconds < 1 ? 0 : Math.round(check.speakingSeconds);
  found.push(
    g.t('slide.length', { words: check.words, seconds, rate: g.number(SPEAKING_WORDS_PER_MINUTE) }),
  );
  if (check.speakingSeconds > 60) {
    const words = Math.round(SPEAKING_WORDS_PER_MINUTE * 0.75);
    todo.push(g.t('slide.cut', { words: g.number(words), seconds: g.number(45) }));
  } else if (check.words < 15) {
    todo.push(g.t('slide.addMeaning'));
  }
  const chart = slide.charts.find((c) => c.facts);
  if (check.evidenceMatches.length > 0) {
    const m = check.evidenceMatches[0]!;
    found.push(
      g.t('slide.usesNumber', {
        written: m.written,
        value: formatNumber(m.value, g),
        evidence: m.evidence,
      }),
    );
  } else if (chart?.facts) {
    found.push(g.t('slide.noNumberYet'));
    const sentence = exampleSentence(chart.facts, subjectOf(chart, g), g);
    todo.push(g.t('slide.addNumber', { sentence }));
  } else if (slide.charts.length === 0) {
    todo.push(g.t('slide.attachChart'));
  }
  if (check.speaksToBigQuestion === null) {
    todo.push(g.t('slide.noBigQuestion'));
  } else if (check.speaksToBigQuestion) {
    const words = listOf(
      check.matchedWords.map((w) => g.t('slide.quoted', { text: w })),
      g,
    );
    found.push(g.t('slide.speaksTo', { words }));
  } else {
    found.push(g.t('slide.notConnected', { question: slide.bigQuestion ?? '' }));
    todo.push(g.t('slide.addConnection'));
  }
  // Flesch-Kincaid counts English syllables: for a pupil working in another language its grade
  // would mislead, so it is given in English only.
  if (check.readingGrade !== null && g.language === 'en') {
    const grade = formatNumber(roundDecimal(check.readingGrade, 1), g);
    found.push(g.t('slide.readingLevel', { grade, level: check.readingLevel ?? '' }));
    if (check.readingGrade > 10) todo.push(g.t('slide.shorter'));
  }
  if (check.longestSentence && check.longestSentence.words > 25) {
    const start = check.longestSentence.text.split(/\s+/).slice(0, 8).join(' ');
    todo.push(g.t('slide.split', { start, words: g.number(check.longestSentence.words) }));
  }
  return { found, todo };
}

function improve(slide: GuideSlide, check: ScriptCheck, g: GuideText): GuideAnswer {
  const { found, todo } = scriptReview(slide, check, g);
  const parts = [];
  if (found.length) parts.push(`${g.t('slide.checked')}\n${bullets(found)}`);
  parts.push(todo.length ? `${g.t('slide.tryNext')}\n${bullets(todo)}` : g.t('slide.ready'));
  return { message: parts.join('\n\n'), suggestions: [MAIN_MESSAGE!, VISUALS!] };
}

function visuals(slide: GuideSlide, g: GuideText): GuideAnswer {
  const lines: string[] = [];
  const quoted = (labels: string[]) =>
    listOf(
      labels.map((text) => g.t('slide.quoted', { text })),
      g,
    );
  if (slide.charts.length > 0) {
    lines.push(g.t('slide.showsCharts', { charts: quoted(slide.charts.map((c) => c.label)) }));
    lines.push(g.t('slide.addLabel'));
  } else if (slide.libraryCharts.length > 0) {
    lines.push(g.t('slide.libraryCharts', { charts: quoted(slide.libraryCharts) }));
  } else {
    lines.push(g.t('slide.searchCharts'));
  }
  if (slide.canvasText.length === 0) lines.push(g.t('slide.addTitle'));
  if (slide.imageCount > 3) lines.push(g.t('slide.manyPictures'));
  return { message: bullets(lines), suggestions: [IMPROVE!, MAIN_MESSAGE!] };
}

function mainMessage(slide: GuideSlide, check: ScriptCheck, g: GuideText): GuideAnswer {
  if (check.words === 0) {
    return { message: g.t('slide.startWith'), suggestions: [IMPROVE!, VISUALS!] };
  }
  const sentences = slide.script.split(/(?<=[.!?])\s+|(?<=[。！？])/).filter(Boolean);
  const withNumber = sentences.find((s) => /\d/.test(s));
  const lines = [
    withNumber
      ? g.t('slide.strongest', { sentence: withNumber.trim() })
      : g.t('slide.noNumberSentence'),
    g.t('slide.onePoint'),
  ];
  if (slide.bigQuestion) lines.push(g.t('slide.checkAgainst', { question: slide.bigQuestion }));
  return { message: bullets(lines), suggestions: [IMPROVE!, VISUALS!] };
}

/** A slide chat answer ('Help me improve my script', 'Suggest visuals for this slide', ...). */
export function answerSlideQuestion(
  slide: GuideSlide,
  prompt: string,
  language: InterfaceLanguage = 'en',
): GuideAnswer {
  const g = guideText(language);
  const check = checkScript({
    script: slide.script,
    bigQuestion: slide.bigQuestion,
    evidence: slide.charts.map(scriptEvidence),
  });
  const intent = slideIntent(prompt, language);
  if (intent === 'visuals') return visuals(slide, g);
  if (intent === 'main') return mainMessage(slide, check, g);
  return improve(slide, check, g);
}
