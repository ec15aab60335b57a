import { CHART_CHAT_WELCOME, type DataTable, type RegionSummary } from '@dsb/core';
import { chartFacts, valuesAt, type ChartFacts, type ChartRoles } from './chartFacts';
import {
  changeSentence,
  comparedSentences,
  exampleSentence,
  extremesSentence,
  factLines,
  guidedQuestions,
  steepestSentences,
  unitOf,
} from './chartSentences';
import { capitalized, formatNumber, formatX, withUnit } from './format';

/**
 * The offline guide for a chart (issue #16): answers from the chart's own title, description,
 * source and data table, never from a model. Pure.
 */
export type GuideChart = {
  label: string;
  labelEasy: string | null;
  description: string;
  descriptionEasy: string | null;
  research: string | null;
  sourceLabel: string | null;
  sourceUrl: string | null;
  table: DataTable | null;
  roles: ChartRoles | null;
  facts: ChartFacts | null;
  /** A pupil's chart: its axes, series and size in a few lines, for a model (guide/pupilChart.ts). */
  summary?: string | null;
};

export type GuideAnswer = { message: string; suggestions: string[] };

export const CHART_FOLLOW_UPS = {
  understand: CHART_CHAT_WELCOME.suggestions[1],
  connect: CHART_CHAT_WELCOME.suggestions[0],
  changedMost: 'What changed the most?',
  limits: 'What can this chart not tell us?',
  source: 'Where do these data come from?',
} as const;

const bullets = (lines: readonly string[]) =>
  lines.map((line) => `- ${capitalized(line)}`).join('\n');
const firstSentence = (text: string) => text.match(/^.*?[.!?](\s|$)/)?.[0]?.trim() ?? text;
/** What the y axis measures, as a sentence's subject: 'the life expectancy at birth'. */
export function subjectOf(chart: Pick<GuideChart, 'facts'>): string {
  if (!chart.facts) return 'the value';
  const title = chart.facts.roles.yTitle.replace(/\s*\(.*\)$/, '');
  // 'Life expectancy' -> 'life expectancy'; 'CO₂ concentration' keeps its capitals.
  return `the ${/^[A-Z][a-z]/.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title}`;
}

function intro(chart: GuideChart): string {
  const what = chart.labelEasy ?? chart.label;
  const about = chart.descriptionEasy ?? firstSentence(chart.description);
  return `This chart shows: ${what}${/[.?!]$/.test(what) ? '' : '.'} ${about}`.trim();
}

function withoutData(chart: GuideChart): GuideAnswer {
  return {
    message:
      `${intro(chart)}\n\nThis picture has no data table in the library, so I can only go by its ` +
      'description. Look at the axes: what is measured, in what unit, and over what range?',
    suggestions: [CHART_FOLLOW_UPS.connect, CHART_FOLLOW_UPS.source],
  };
}

function overview(chart: GuideChart, facts: ChartFacts): GuideAnswer {
  const question = guidedQuestions(facts)[0]!;
  return {
    message: `${intro(chart)}\n\nWhat the data say:\n${bullets(factLines(facts))}\n\nQuestion to think about: ${question}`,
    suggestions: [CHART_FOLLOW_UPS.changedMost, CHART_FOLLOW_UPS.connect, CHART_FOLLOW_UPS.limits],
  };
}

function connect(chart: GuideChart, facts: ChartFacts, bigQuestion: string | null): GuideAnswer {
  const sentence = exampleSentence(facts, subjectOf(chart));
  const start = bigQuestion
    ? `Your big question is: "${bigQuestion}"\nThis chart gives your story evidence with real numbers.`
    : 'Your story has no big question yet: write one first, so every chart has a job to do.';
  return {
    message:
      `${start}\n\nA sentence you could adapt for your script:\n"${sentence}"\n\n` +
      'Now ask yourself: does this number answer your question, or only part of it? ' +
      'What would a reader need to know next?',
    suggestions: [
      CHART_FOLLOW_UPS.understand,
      CHART_FOLLOW_UPS.changedMost,
      CHART_FOLLOW_UPS.limits,
    ],
  };
}

function atYear(chart: GuideChart, facts: ChartFacts, year: number): GuideAnswer {
  const found = valuesAt(chart.table!, facts.roles, year);
  const unit = unitOf(facts.roles);
  const s = facts.series[0]!;
  const message = found.length
    ? `In ${year}:\n${bullets(found.map((f) => `${f.series ? `${f.series}: ` : ''}${withUnit(f.point.y, unit)}`))}`
    : `The chart's data run from ${formatX(s.first.x)} to ${formatX(s.last.x)}; there is no value for ${year}.`;
  return { message, suggestions: [CHART_FOLLOW_UPS.changedMost, CHART_FOLLOW_UPS.connect] };
}

function limits(chart: GuideChart): GuideAnswer {
  const research = chart.research?.trim();
  return {
    message:
      (research ? `What to keep in mind about these data:\n${research}\n\n` : '') +
      'A chart shows what happened, not why: to explain a cause you need more evidence than one chart.',
    suggestions: [CHART_FOLLOW_UPS.source, CHART_FOLLOW_UPS.connect],
  };
}

function source(chart: GuideChart): GuideAnswer {
  const from = chart.sourceLabel ?? 'the source named under the chart';
  return {
    message:
      `The data come from ${from}${chart.sourceUrl ? ` (${chart.sourceUrl})` : ''}. ` +
      'Ask: who collected them, how, and when? Is the source one you can check?',
    suggestions: [CHART_FOLLOW_UPS.limits, CHART_FOLLOW_UPS.understand],
  };
}

const INTENTS: Array<[RegExp, string]> = [
  [/connect|my story|big question|script|slide/, 'connect'],
  [/\b(1[7-9]\d\d|20\d\d)\b/, 'year'],
  [/fastest|steep|sudden|jump|quick/, 'steepest'],
  [/highest|most|peak|max|biggest|largest|\btop\b/, 'highest'],
  [/lowest|least|min|smallest|bottom/, 'lowest'],
  [/compare|versus|\bvs\b|difference|between|gap/, 'compare'],
  [/change|trend|increase|decrease|rise|rising|fall|drop|grow|went (up|down)|over time/, 'change'],
  [/source|who (made|collected)|where .*(data|from)|reliable|trust/, 'source'],
  [/why|cause|because|reason|not (tell|show)|limit|careful|missing/, 'limits'],
];

/** A chart chat answer ('Help me understand the graph', 'Connect graph to data story', ...). */
export function answerChartQuestion(
  chart: GuideChart,
  prompt: string,
  bigQuestion: string | null,
): GuideAnswer {
  const text = prompt.toLowerCase();
  const intent = INTENTS.find(([pattern]) => pattern.test(text))?.[1] ?? 'overview';
  if (intent === 'source') return source(chart);
  if (intent === 'limits') return limits(chart);
  const facts = chart.facts;
  if (!facts) return withoutData(chart);
  const { roles } = facts;
  const follow = [CHART_FOLLOW_UPS.connect, CHART_FOLLOW_UPS.limits];
  switch (intent) {
    case 'connect':
      return connect(chart, facts, bigQuestion);
    case 'year':
      return atYear(chart, facts, Number(text.match(/\b(1[7-9]\d\d|20\d\d)\b/)![1]));
    case 'steepest': {
      const lines = facts.series.flatMap((s) => steepestSentences(s, roles));
      if (lines.length) return { message: bullets(lines), suggestions: follow };
      break;
    }
    case 'highest':
    case 'lowest':
      if (facts.kind === 'comparison')
        return { message: bullets(comparedSentences(facts)), suggestions: follow };
      return {
        message: bullets(facts.series.map((s) => extremesSentence(s, roles))),
        suggestions: follow,
      };
    case 'compare':
      if (facts.compared.length > 1) {
        return { message: bullets(comparedSentences(facts)), suggestions: follow };
      }
      break;
    case 'change':
      if (facts.kind === 'trend') {
        const lines = facts.series.flatMap((s) => [
          changeSentence(s, roles),
          ...steepestSentences(s, roles),
        ]);
        return {
          message: `${bullets(lines)}\n\nQuestion to think about: ${guidedQuestions(facts)[1]}`,
          suggestions: follow,
        };
      }
      break;
  }
  return overview(chart, facts);
}

/** A sub-table of the region's points, so the same facts can be stated for the region alone. */
function regionTable(roles: ChartRoles, summary: RegionSummary): DataTable {
  return {
    columns: [
      { name: roles.x, title: roles.xTitle, unit: null },
      { name: roles.y, title: roles.yTitle, unit: roles.unit },
      { name: roles.series ?? '_series', title: 'Series', unit: null },
    ],
    rows: summary.points.map((p) => [p.x, p.y, p.series]),
  };
}

/** What is under a selection box (docs/product/ai-help.md). */
export function describeRegion(chart: GuideChart, summary: RegionSummary | null): GuideAnswer {
  const suggestions = [CHART_FOLLOW_UPS.understand, CHART_FOLLOW_UPS.connect];
  if (!summary || !chart.facts) {
    const base = chart.facts ? overview(chart, chart.facts) : withoutData(chart);
    return {
      message: `I can't match a box to this picture's data, so here is the whole chart.\n\n${base.message}`,
      suggestions,
    };
  }
  const roles = chart.facts.roles;
  const unit = unitOf(roles);
  if (summary.match === 'none') {
    return {
      message:
        'The box does not cover any of the plotted data. Try drawing it over the lines or bars.',
      suggestions,
    };
  }
  const range =
    summary.xFrom === summary.xTo
      ? `${formatX(summary.xFrom!)}`
      : `${formatX(summary.xFrom!)} to ${formatX(summary.xTo!)}`;
  const yRange =
    summary.yFrom !== null && summary.yTo !== null
      ? ` and values from ${formatNumber(summary.yFrom)} to ${withUnit(summary.yTo, unit)}`
      : '';
  const head =
    summary.match === 'inside'
      ? `Your box covers ${range}${yRange}. The data points inside it (${summary.points.length}):`
      : `No data point sits inside the box itself. For ${range}, the part of the chart your box spans, the values are:`;
  const points = summary.points;
  const shown = points.length > 12 ? [...points.slice(0, 5), null, ...points.slice(-5)] : points;
  const list = shown.map((p) =>
    p ? `${p.series ? `${p.series}, ` : ''}${formatX(p.x)}: ${withUnit(p.y, unit)}` : '...',
  );
  const sub = chartFacts(regionTable(roles, summary), {
    ...roles,
    series: roles.series ?? '_series',
  });
  // From the box's first to its last point, and the highest and lowest between them: a rise
  // from end to end can hide a peak or a dip inside the box.
  const within =
    sub && points.length > 1
      ? sub.kind === 'trend'
        ? sub.series
            .filter((s) => s.count > 1)
            .flatMap((s) => {
              const line = { ...s, series: roles.series ? s.series : null };
              const change = changeSentence(line, roles);
              return s.count > 2 ? [change, capitalized(extremesSentence(line, roles))] : [change];
            })
        : comparedSentences(sub)
      : [];
  return {
    message: [head, bullets(list), within.length ? `Within the box:\n${bullets(within)}` : '']
      .filter(Boolean)
      .join('\n\n'),
    suggestions,
  };
}

/**
 * The chart description for the video script (docs/product/ai-help.md): 2-3 sentences from the
 * data.
 */
export function chartDescriptionScript(chart: GuideChart): GuideAnswer {
  const what = (chart.labelEasy ?? chart.label).replace(/[.?!]$/, '');
  const facts = chart.facts;
  if (!facts)
    return {
      message: `This chart shows ${what}. ${firstSentence(chart.description)}`,
      suggestions: [],
    };
  const sentence = exampleSentence(facts, subjectOf(chart));
  const source = chart.sourceLabel
    ? ` The data come from ${chart.sourceLabel.replace(/\s*\(.*\)$/, '')}.`
    : '';
  return { message: `Take a look at this chart: ${what}. ${sentence}${source}`, suggestions: [] };
}
