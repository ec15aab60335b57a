import { SLIDE_CHAT_WELCOME, roundDecimal } from '@dsb/core';
import { subjectOf, type GuideAnswer, type GuideChart } from './chartTutor';
import { exampleSentence } from './chartSentences';
import { checkScript, type ScriptCheck, type ScriptEvidence } from './scriptChecks';
import { formatNumber, listOf } from './format';
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

const seconds = (s: number) => (s < 1 ? 'under a second' : `about ${Math.round(s)} seconds`);

/** The checks, each as a line a student can act on; and the suggestions they lead to. */
export function scriptReview(
  slide: GuideSlide,
  check: ScriptCheck,
): { found: string[]; todo: string[] } {
  const found: string[] = [];
  const todo: string[] = [];
  if (check.words === 0) {
    todo.push('Write a script: two or three sentences you will say while this slide is shown.');
    return { found, todo };
  }
  found.push(
    `Length: ${check.words} words, ${seconds(check.speakingSeconds)} to say at 150 words a minute.`,
  );
  if (check.speakingSeconds > 60) {
    todo.push(
      `Cut it to about ${Math.round(150 * 0.75)} words (45 seconds): one idea per slide keeps listeners with you.`,
    );
  } else if (check.words < 15) {
    todo.push('Add a sentence that explains what the number means for people.');
  }
  const chart = slide.charts.find((c) => c.facts);
  if (check.evidenceMatches.length > 0) {
    const m = check.evidenceMatches[0]!;
    found.push(
      `It uses a number from your evidence: "${m.written}" matches ${formatNumber(m.value)} in "${m.evidence}".`,
    );
  } else if (chart?.facts) {
    found.push('It does not use a number from the chart on this slide yet.');
    todo.push(
      `Add a number from your chart, for example: "${exampleSentence(chart.facts, subjectOf(chart))}"`,
    );
  } else if (slide.charts.length === 0) {
    todo.push('Attach a chart from the Charts tab so your script can point to real data.');
  }
  if (check.speaksToBigQuestion === null) {
    todo.push('Your story has no big question yet: add one so each slide has a job.');
  } else if (check.speaksToBigQuestion) {
    found.push(
      `It speaks to your big question (it mentions ${listOf(check.matchedWords.map((w) => `"${w}"`))}).`,
    );
  } else {
    found.push(`It does not clearly connect to your big question: "${slide.bigQuestion}".`);
    todo.push('Add one sentence that says how this slide helps answer your big question.');
  }
  if (check.readingGrade !== null) {
    const grade = formatNumber(roundDecimal(check.readingGrade, 1));
    found.push(`Reading level: grade ${grade} (Flesch-Kincaid); overall ${check.readingLevel}.`);
    if (check.readingGrade > 10)
      todo.push('Use shorter sentences and everyday words so it is easy to follow when spoken.');
  }
  if (check.longestSentence && check.longestSentence.words > 25) {
    const start = check.longestSentence.text.split(/\s+/).slice(0, 8).join(' ');
    todo.push(
      `Split the long sentence starting "${start}..." (${check.longestSentence.words} words) in two.`,
    );
  }
  return { found, todo };
}

function improve(slide: GuideSlide, check: ScriptCheck): GuideAnswer {
  const { found, todo } = scriptReview(slide, check);
  const parts = [];
  if (found.length) parts.push(`What I checked in your script:\n${bullets(found)}`);
  parts.push(
    todo.length
      ? `What to try next:\n${bullets(todo)}`
      : 'It looks ready: read it aloud once to check the timing.',
  );
  return { message: parts.join('\n\n'), suggestions: [MAIN_MESSAGE!, VISUALS!] };
}

function visuals(slide: GuideSlide): GuideAnswer {
  const lines: string[] = [];
  if (slide.charts.length > 0) {
    lines.push(
      `Your slide shows ${listOf(slide.charts.map((c) => `"${c.label}"`))}. Make it large: it is your evidence.`,
    );
    lines.push(
      'Add a short label or arrow on the canvas that points to the number your script mentions.',
    );
  } else if (slide.libraryCharts.length > 0) {
    lines.push(
      `Charts in the library that fit your big question: ${listOf(slide.libraryCharts.map((l) => `"${l}"`))}. Find them in the Charts tab.`,
    );
  } else {
    lines.push(
      'Search the Charts tab for a chart about your topic: a chart lets your audience see the number.',
    );
  }
  if (slide.canvasText.length === 0)
    lines.push('Add a title that states your point in a few words.');
  if (slide.imageCount > 3)
    lines.push('There are several pictures: keep the one that best supports your point.');
  return { message: bullets(lines), suggestions: [IMPROVE!, MAIN_MESSAGE!] };
}

function mainMessage(slide: GuideSlide, check: ScriptCheck): GuideAnswer {
  if (check.words === 0) {
    return {
      message:
        'Start with one sentence: "This slide shows that ..." with a number from your chart.',
      suggestions: [IMPROVE!, VISUALS!],
    };
  }
  const sentences = slide.script.split(/(?<=[.!?])\s+/).filter(Boolean);
  const withNumber = sentences.find((s) => /\d/.test(s));
  const lines = [
    withNumber
      ? `Your strongest sentence may be the one with a number: "${withNumber.trim()}" Consider starting with it.`
      : 'None of your sentences has a number yet: a number makes your main point easy to remember.',
    'Try saying your point in one sentence of under 15 words, then make the rest of the script support it.',
  ];
  if (slide.bigQuestion) lines.push(`Check it against your big question: "${slide.bigQuestion}"`);
  return { message: bullets(lines), suggestions: [IMPROVE!, VISUALS!] };
}

/** A slide chat answer ('Help me improve my script', 'Suggest visuals for this slide', ...). */
export function answerSlideQuestion(slide: GuideSlide, prompt: string): GuideAnswer {
  const check = checkScript({
    script: slide.script,
    bigQuestion: slide.bigQuestion,
    evidence: slide.charts.map(scriptEvidence),
  });
  const text = prompt.toLowerCase();
  if (/visual|image|picture|chart|graph|design|layout|look/.test(text)) return visuals(slide);
  if (/main (message|point)|clarify|message|point|focus/.test(text))
    return mainMessage(slide, check);
  return improve(slide, check);
}
