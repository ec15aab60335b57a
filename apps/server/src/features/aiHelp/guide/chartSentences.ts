import type { ChartFacts, ChartRoles, SeriesFacts } from './chartFacts';
import { capitalized, changeAmount, formatNumber, formatX, shortUnit, withUnit } from './format';
import { guideText, type GuideText } from './i18n';

/**
 * Chart facts as sentences for a 11-18 year old: each carries the number it comes from. In the
 * pupil's language (`g`, locales/*.json); English by default, as a model is given them.
 */

const english = guideText('en');

export const unitOf = (roles: ChartRoles) => shortUnit(roles.unit);

const named = (s: SeriesFacts) => (s.series ? `${s.series}: ` : '');

export function changeSentence(s: SeriesFacts, roles: ChartRoles, g = english): string {
  const unit = unitOf(roles);
  const values = {
    fromX: formatX(s.first.x),
    fromValue: withUnit(s.first.y, unit, g),
    toX: formatX(s.last.x),
    toValue: withUnit(s.last.y, unit, g),
    direction: s.change > 0 ? 'rose' : s.change < 0 ? 'fell' : 'same',
    amount: changeAmount(s.change, unit, g),
  };
  const sentence =
    s.change === 0 || s.percentChange === null
      ? g.t('facts.change', values)
      : g.t('facts.changePercent', {
          ...values,
          percent: g.t('number.percent', { value: formatNumber(Math.abs(s.percentChange), g) }),
        });
  return `${named(s)}${sentence}`;
}

export function extremesSentence(s: SeriesFacts, roles: ChartRoles, g = english): string {
  const unit = unitOf(roles);
  return (
    named(s) +
    g.t('facts.extremes', {
      high: withUnit(s.highest.y, unit, g),
      highX: formatX(s.highest.x),
      low: withUnit(s.lowest.y, unit, g),
      lowX: formatX(s.lowest.x),
    })
  );
}

export function steepestSentences(s: SeriesFacts, roles: ChartRoles, g = english): string[] {
  const unit = unitOf(roles);
  const lines: string[] = [];
  const steps = [
    ['facts.steepestRise', s.steepestRise],
    ['facts.steepestFall', s.steepestFall],
  ] as const;
  for (const [key, step] of steps) {
    if (!step) continue;
    lines.push(
      named(s) +
        g.t(key, {
          fromX: formatX(step.from.x),
          toX: formatX(step.to.x),
          fromValue: withUnit(step.from.y, unit, g),
          toValue: withUnit(step.to.y, unit, g),
          amount: changeAmount(step.change, unit, g),
        }),
    );
  }
  return lines;
}

/** Comparison charts and several series: the items compared, highest first. */
export function comparedSentences(facts: ChartFacts, g = english): string[] {
  const unit = unitOf(facts.roles);
  const items = facts.compared;
  if (items.length < 2) return [];
  const top = items[0]!;
  const bottom = items.at(-1)!;
  const ratio = bottom.value > 0 ? top.value / bottom.value : null;
  const values = {
    count: g.number(items.length),
    top: top.name,
    topValue: withUnit(top.value, unit, g),
    bottom: bottom.name,
    bottomValue: withUnit(bottom.value, unit, g),
  };
  const lines = [
    top.x !== null
      ? g.t('facts.comparedLatest', { ...values, x: formatX(top.x) })
      : g.t('facts.compared', values),
  ];
  if (ratio !== null && ratio >= 1.5) {
    lines.push(
      g.t('facts.ratio', { top: top.name, bottom: bottom.name, ratio: formatNumber(ratio, g) }),
    );
  }
  if (items.length <= 12) {
    const inOrder = g.sequence(items.map((i) => `${i.name} ${formatNumber(i.value, g)}`));
    lines.push(g.t('facts.inOrder', { items: inOrder }));
  }
  return lines;
}

/** Every fact, as bullet lines (at most 6 series spelled out). */
export function factLines(facts: ChartFacts, g = english): string[] {
  const { roles } = facts;
  if (facts.kind === 'comparison') return comparedSentences(facts, g).map(capitalized);
  const lines: string[] = [];
  for (const s of facts.series.slice(0, 6)) {
    lines.push(
      changeSentence(s, roles, g),
      extremesSentence(s, roles, g),
      ...steepestSentences(s, roles, g),
    );
  }
  if (facts.series.length > 6)
    lines.push(g.t('facts.moreSeries', { count: facts.series.length - 6 }));
  lines.push(...comparedSentences(facts, g));
  return lines.map(capitalized);
}

/** One sentence with numbers a student could put in a script. */
export function exampleSentence(facts: ChartFacts, subject: string, g: GuideText = english) {
  const unit = unitOf(facts.roles);
  if (facts.kind === 'comparison') {
    const top = facts.compared[0]!;
    const bottom = facts.compared.at(-1)!;
    return g.t('facts.exampleComparison', {
      top: top.name,
      topValue: withUnit(top.value, unit, g),
      bottom: bottom.name,
      bottomValue: withUnit(bottom.value, unit, g),
    });
  }
  const s = facts.series[0]!;
  return g.t('facts.exampleTrend', {
    lastX: formatX(s.last.x),
    subject: s.series ? g.t('facts.subjectInSeries', { subject, series: s.series }) : subject,
    lastValue: withUnit(s.last.y, unit, g),
    direction: s.change >= 0 ? 'up' : 'down',
    firstValue: withUnit(s.first.y, unit, g),
    firstX: formatX(s.first.x),
  });
}

/** Questions that make a student look again, chosen from what the data show. */
export function guidedQuestions(facts: ChartFacts, g = english): string[] {
  if (facts.kind === 'comparison') {
    const top = facts.compared[0]!;
    const bottom = facts.compared.at(-1)!;
    return [
      g.t('facts.askWhyDifferent', { top: top.name, bottom: bottom.name }),
      g.t('facts.askSurprised'),
    ];
  }
  const s = facts.series[0]!;
  const questions: string[] = [];
  if (s.steepestRise) {
    const { from, to } = s.steepestRise;
    questions.push(g.t('facts.askJump', { fromX: formatX(from.x), toX: formatX(to.x) }));
  }
  questions.push(g.t('facts.askSteady'));
  if (facts.series.length > 1) questions.push(g.t('facts.askWhichLine'));
  questions.push(g.t('facts.askNextYears'));
  return questions;
}
