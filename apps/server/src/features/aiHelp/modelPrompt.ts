import {
  CHAT_HISTORY_MESSAGES,
  roundDecimal,
  type AiTask,
  type ChatMessage,
  type RegionSummary,
  type SelectionRegion,
} from '@dsb/core';
import type { GuideChart } from './guide/chartTutor';
import { factLines } from './guide/chartSentences';
import { formatX } from './guide/format';
import { scriptEvidence, scriptReview, type GuideSlide } from './guide/slideAssistant';
import { checkScript } from './guide/scriptChecks';
import type { ModelImage, ModelMessage } from '../../platform/languageModel/model';

/**
 * What a model is told with a question: the same facts the offline guide uses (so a model
 * quotes the chart's real numbers), then the student's words. Text the student or a web page
 * wrote is fenced and labelled as data, never as instructions.
 */

const MAX_TABLE_ROWS = 150;

function csv(chart: GuideChart): string | null {
  const table = chart.table;
  if (!table) return null;
  const cell = (v: unknown) => {
    const text = v === null || v === undefined ? '' : String(v);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [
    table.columns.map((c) => cell(c.title + (c.unit ? ` [${c.unit}]` : ''))).join(','),
  ];
  for (const row of table.rows.slice(0, MAX_TABLE_ROWS)) lines.push(row.map(cell).join(','));
  if (table.rows.length > MAX_TABLE_ROWS)
    lines.push(`... (${table.rows.length - MAX_TABLE_ROWS} more rows)`);
  return lines.join('\n');
}

export function chartContext(chart: GuideChart): string {
  const parts = [
    `Chart title: ${chart.label}`,
    chart.labelEasy ? `Simple title: ${chart.labelEasy}` : '',
    `Description: ${chart.description}`,
    chart.research ? `About the data: ${chart.research}` : '',
    chart.sourceLabel
      ? `Source: ${chart.sourceLabel}${chart.sourceUrl ? ` (${chart.sourceUrl})` : ''}`
      : '',
    chart.facts
      ? `Facts computed from the data:\n${factLines(chart.facts)
          .map((l) => `- ${l}`)
          .join('\n')}`
      : '',
  ];
  if (chart.summary) parts.push(`About the data:\n${chart.summary}`);
  // A pupil's chart may plot 50,000 rows: past MAX_TABLE_ROWS its summary and facts stand in.
  const table =
    chart.summary && (chart.table?.rows.length ?? 0) > MAX_TABLE_ROWS ? null : csv(chart);
  if (table) parts.push(`Data table (CSV):\n${table}`);
  return parts.filter(Boolean).join('\n');
}

/** The drawn box in percentages of the chart image, as the student drew it. */
export function boxText(box: SelectionRegion): string {
  const pct = (v: number) => `${roundDecimal(v, 1)}%`;
  return (
    'The box on the chart image (percent of its width and height from the top left): ' +
    `left ${pct(box.x)}, top ${pct(box.y)}, width ${pct(box.width)}, height ${pct(box.height)}.`
  );
}

/**
 * The selected region for a model: where the box is on the image (a vision model gets the
 * picture cut to it too) and the data points it covers.
 */
type RegionPoint = RegionSummary['points'][number];
const pointText = (p: RegionPoint) => `${p.series ? `${p.series}, ` : ''}${formatX(p.x)}: ${p.y}`;

/** The highest and the lowest point under a box (the first of equals). */
export function regionExtremes(
  points: readonly RegionPoint[],
): [RegionPoint | undefined, RegionPoint | undefined] {
  let high: RegionPoint | undefined;
  let low: RegionPoint | undefined;
  for (const p of points) {
    if (!high || p.y > high.y) high = p;
    if (!low || p.y < low.y) low = p;
  }
  return [high, low];
}

export function regionContext(
  summary: RegionSummary | null,
  box: SelectionRegion | null = null,
): string {
  const where = box ? `\n${boxText(box)}` : '';
  if (!summary)
    return `The student selected a region of the chart; its data could not be located.${where}`;
  const range =
    summary.xFrom !== null
      ? `x from ${formatX(summary.xFrom)} to ${formatX(summary.xTo!)}` +
        (summary.yFrom !== null ? `, y from ${summary.yFrom} to ${summary.yTo}` : '')
      : 'outside the plotted data';
  const points = summary.points
    .slice(0, 60)
    .map((p) => `${p.series ? `${p.series}, ` : ''}${formatX(p.x)}: ${p.y}`)
    .join('\n');
  const how =
    summary.match === 'inside' ? 'inside the box' : 'in the x range of the box (none inside it)';
  // The extremes between the box's edges, which a list cut at 60 points could hide.
  const [high, low] = regionExtremes(summary.points);
  const extremes =
    high && low && summary.points.length > 2
      ? `\nHighest of these: ${pointText(high)}; lowest: ${pointText(low)}.`
      : '';
  return `The student selected a region of the chart: ${range}.${where}\nData points ${how}:\n${points || '(none)'}${extremes}`;
}

export function slideContext(slide: GuideSlide): string {
  const check = checkScript({
    script: slide.script,
    bigQuestion: slide.bigQuestion,
    evidence: slide.charts.map(scriptEvidence),
  });
  const { found } = scriptReview(slide, check);
  return [
    `Slide number: ${slide.slideIndex === null ? 'unknown' : slide.slideIndex + 1}`,
    `Big question: ${slide.bigQuestion ?? 'No big question available'}`,
    `Script:\n<<<\n${slide.script || '(empty)'}\n>>>`,
    slide.canvasText.length ? `Text on the slide: ${JSON.stringify(slide.canvasText)}` : '',
    `Images on the slide: ${slide.imageCount}`,
    found.length ? `Checks of the script:\n${found.map((l) => `- ${l}`).join('\n')}` : '',
    ...slide.charts.map((chart, i) => `Attached chart ${i + 1}:\n${chartContext(chart)}`),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The last 5 messages (docs/product/ai-help.md) as model messages; the question being asked is not
 * repeated.
 */
export function historyMessages(
  history: ReadonlyArray<Pick<ChatMessage, 'sender' | 'content'>>,
  prompt: string,
): ModelMessage[] {
  const earlier = [...history];
  const last = earlier.at(-1);
  if (last && last.sender === 'user' && last.content.trim() === prompt.trim()) earlier.pop();
  return earlier.slice(-CHAT_HISTORY_MESSAGES).map((m) => ({
    role: m.sender === 'user' ? 'user' : 'assistant',
    text: m.content,
  }));
}

const TASK_LEAD: Readonly<Record<AiTask, string>> = {
  'chart-analysis': 'The student is looking at this chart.',
  'chart-region': 'The student is looking at this chart and asks about a region of it.',
  'chart-description': 'The student wants a short video script describing this chart.',
  'slide-assistant': 'The student is working on this slide of their data story.',
};

/** The question as the model receives it: the task, the context, then the student's words. */
export function questionMessage(
  task: AiTask,
  context: string,
  prompt: string,
  images: ModelImage[],
): ModelMessage {
  return {
    role: 'user',
    text: `${TASK_LEAD[task]}\n\n${context}\n\nStudent's message:\n<<<\n${prompt}\n>>>`,
    ...(images.length ? { images } : {}),
  };
}
