import {
  CHART_CHAT_WELCOME,
  CHART_FOLLOW_UP_SUGGESTIONS,
  type DataTable,
  type InterfaceLanguage,
  type RegionSummary,
} from '@dsb/core';
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
import { guideText, type GuideText } from './i18n';
import { questionIntent } from './intents';

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
  ...CHART_FOLLOW_UP_SUGGESTIONS,
} as const;

const bullets = (lines: readonly string[]) =>
  lines.map((line) => `- ${capitalized(line)}`).join('\n');
const firstSentence = (text: string) => text.match(/^.*?[.!?](\s|$)/)?.[0]?.trim() ?? text;
/** What the y axis measures, as a sentence's subject: 'the life expectancy at birth'. */
export function subjectOf(chart: Pick<GuideChart, 'facts'>, g: GuideText = guideText()): string {
  if (!chart.facts) return g.t('facts.subjectUnknown');
  const title = chart.facts.roles.yTitle.replace(/\s*\(.*\)$/, '');
  // 'Life expectancy' -> 'life expectancy' inside an English sentence; 'CO₂ concentration' keeps
  // its capitals. In other languages the title stays as the data name it.
  const lower = g.language === 'en' && /^[A-Z][a-z]/.test(title);
  return g.t('facts.subject', {
    title: lower ? title.charAt(0).toLowerCase() + title.slice(1) : title,
  });
}

function intro(chart: GuideChart, g: GuideText): string {
  const what = chart.labelEasy ?? chart.label;
  const about = chart.descriptionEasy ?? firstSentence(chart.description);
  return `${g.t('tutor.intro', { what })}${/[.?!]$/.test(what) ? '' : '.'} ${about}`.trim();
}

function withoutData(chart: GuideChart, g: GuideText): GuideAnswer {
  return {
    message: `${intro(chart, g)}\n\n${g.t('tutor.noData')}`,
    suggestions: [CHART_FOLLOW_UPS.connect, CHART_FOLLOW_UPS.source],
  };
}

function overview(chart: GuideChart, facts: ChartFacts, g: GuideText): GuideAnswer {
  const question = guidedQuestions(facts, g)[0]!;
  return {
    message: `${intro(chart, g)}\n\n${g.t('tutor.dataSay')}\n${bullets(factLines(facts, g))}\n\n${g.t('tutor.thinkAbout', { question })}`,
    suggestions: [CHART_FOLLOW_UPS.changedMost, CHART_FOLLOW_UPS.connect, CHART_FOLLOW_UPS.limits],
  };
}

function connect(
  chart: GuideChart,
  facts: ChartFacts,
  bigQuestion: string | null,
  g: GuideText,
): GuideAnswer {
  const sentence = exampleSentence(facts, subjectOf(chart, g), g);
  const start = bigQuestion
    ? g.t('tutor.bigQuestion', { question: bigQuestion })
    : g.t('tutor.noBigQuestion');
  return {
    message: `${start}\n\n${g.t('tutor.adapt', { sentence })}\n\n${g.t('tutor.askYourself')}`,
    suggestions: [
      CHART_FOLLOW_UPS.understand,
      CHART_FOLLOW_UPS.changedMost,
      CHART_FOLLOW_UPS.limits,
    ],
  };
}

function atYear(chart: GuideChart, facts: ChartFacts, year: number, g: GuideText): GuideAnswer {
  const found = valuesAt(chart.table!, facts.roles, year);
  const unit = unitOf(facts.roles);
  const s = facts.series[0]!;
  const lines = found.map(
    (f) => `${f.series ? `${f.series}: ` : ''}${withUnit(f.point.y, unit, g)}`,
  );
  const message = found.length
    ? `${g.t('tutor.inYear', { year: String(year) })}\n${bullets(lines)}`
    : g.t('tutor.noYear', {
        fromX: formatX(s.first.x),
        toX: formatX(s.last.x),
        year: String(year),
      });
  return { message, suggestions: [CHART_FOLLOW_UPS.changedMost, CHART_FOLLOW_UPS.connect] };
}

function limits(chart: GuideChart, g: GuideText): GuideAnswer {
  const research = chart.research?.trim();
  return {
    message: (research ? `${g.t('tutor.keepInMind')}\n${research}\n\n` : '') + g.t('tutor.notWhy'),
    suggestions: [CHART_FOLLOW_UPS.source, CHART_FOLLOW_UPS.connect],
  };
}

function source(chart: GuideChart, g: GuideText): GuideAnswer {
  const from = chart.sourceLabel ?? g.t('tutor.sourceUnnamed');
  const where = `${from}${chart.sourceUrl ? ` (${chart.sourceUrl})` : ''}`;
  return {
    message: `${g.t('tutor.sourceFrom', { source: where })} ${g.t('tutor.sourceAsk')}`,
    suggestions: [CHART_FOLLOW_UPS.limits, CHART_FOLLOW_UPS.understand],
  };
}

/** A chart chat answer ('Help me understand the graph', 'Connect graph to data story', ...). */
export function answerChartQuestion(
  chart: GuideChart,
  prompt: string,
  bigQuestion: string | null,
  language: InterfaceLanguage = 'en',
): GuideAnswer {
  const g = guideText(language);
  const { intent, year } = questionIntent(prompt, language);
  if (intent === 'source') return source(chart, g);
  if (intent === 'limits') return limits(chart, g);
  const facts = chart.facts;
  if (!facts) return withoutData(chart, g);
  const { roles } = facts;
  const follow = [CHART_FOLLOW_UPS.connect, CHART_FOLLOW_UPS.limits];
  switch (intent) {
    case 'connect':
      return connect(chart, facts, bigQuestion, g);
    case 'year':
      return atYear(chart, facts, year!, g);
    case 'steepest': {
      const lines = facts.series.flatMap((s) => steepestSentences(s, roles, g));
      if (lines.length) return { message: bullets(lines), suggestions: follow };
      break;
    }
    case 'highest':
    case 'lowest':
      if (facts.kind === 'comparison')
        return { message: bullets(comparedSentences(facts, g)), suggestions: follow };
      return {
        message: bullets(facts.series.map((s) => extremesSentence(s, roles, g))),
        suggestions: follow,
      };
    case 'compare':
      if (facts.compared.length > 1) {
        return { message: bullets(comparedSentences(facts, g)), suggestions: follow };
      }
      break;
    case 'change':
      if (facts.kind === 'trend') {
        const lines = facts.series.flatMap((s) => [
          changeSentence(s, roles, g),
          ...steepestSentences(s, roles, g),
        ]);
        const question = guidedQuestions(facts, g)[1]!;
        return {
          message: `${bullets(lines)}\n\n${g.t('tutor.thinkAbout', { question })}`,
          suggestions: follow,
        };
      }
      break;
  }
  return overview(chart, facts, g);
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
export function describeRegion(
  chart: GuideChart,
  summary: RegionSummary | null,
  language: InterfaceLanguage = 'en',
): GuideAnswer {
  const g = guideText(language);
  const suggestions = [CHART_FOLLOW_UPS.understand, CHART_FOLLOW_UPS.connect];
  if (!summary || !chart.facts) {
    const base = chart.facts ? overview(chart, chart.facts, g) : withoutData(chart, g);
    return { message: `${g.t('tutor.regionUnmatched')}\n\n${base.message}`, suggestions };
  }
  const roles = chart.facts.roles;
  const unit = unitOf(roles);
  if (summary.match === 'none') return { message: g.t('tutor.regionEmpty'), suggestions };
  const range =
    summary.xFrom === summary.xTo
      ? `${formatX(summary.xFrom!)}`
      : g.t('tutor.range', { fromX: formatX(summary.xFrom!), toX: formatX(summary.xTo!) });
  const points = summary.points;
  const head =
    summary.match !== 'inside'
      ? g.t('tutor.regionColumn', { range })
      : summary.yFrom !== null && summary.yTo !== null
        ? g.t('tutor.regionInsideValues', {
            range,
            low: formatNumber(summary.yFrom, g),
            high: withUnit(summary.yTo, unit, g),
            count: points.length,
          })
        : g.t('tutor.regionInside', { range, count: points.length });
  const shown = points.length > 12 ? [...points.slice(0, 5), null, ...points.slice(-5)] : points;
  const list = shown.map((p) =>
    p ? `${p.series ? `${p.series}, ` : ''}${formatX(p.x)}: ${withUnit(p.y, unit, g)}` : '...',
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
              const change = changeSentence(line, roles, g);
              const extremes = capitalized(extremesSentence(line, roles, g));
              return s.count > 2 ? [change, extremes] : [change];
            })
        : comparedSentences(sub, g)
      : [];
  return {
    message: [
      head,
      bullets(list),
      within.length ? `${g.t('tutor.withinBox')}\n${bullets(within)}` : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
    suggestions,
  };
}

/**
 * The chart description for the video script (docs/product/ai-help.md): 2-3 sentences from the
 * data.
 */
export function chartDescriptionScript(
  chart: GuideChart,
  language: InterfaceLanguage = 'en',
): GuideAnswer {
  const g = guideText(language);
  const what = (chart.labelEasy ?? chart.label).replace(/[.?!]$/, '');
  const facts = chart.facts;
  if (!facts)
    return {
      message: `${g.t('tutor.scriptShows', { what })} ${firstSentence(chart.description)}`,
      suggestions: [],
    };
  const sentence = exampleSentence(facts, subjectOf(chart, g), g);
  const from = chart.sourceLabel?.replace(/\s*\(.*\)$/, '');
  const source = from ? ` ${g.t('tutor.sourceFrom', { source: from })}` : '';
  return { message: `${g.t('tutor.scriptLook', { what })} ${sentence}${source}`, suggestions: [] };
}
