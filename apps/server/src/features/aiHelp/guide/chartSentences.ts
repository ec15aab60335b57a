import type { ChartFacts, ChartRoles, SeriesFacts } from './chartFacts';
import { capitalized, changeAmount, formatNumber, formatX, shortUnit, withUnit } from './format';

/** Chart facts as sentences for a 11-18 year old: each carries the number it comes from. */

export const unitOf = (roles: ChartRoles) => shortUnit(roles.unit);

const named = (s: SeriesFacts) => (s.series ? `${s.series}: ` : '');

export function changeSentence(s: SeriesFacts, roles: ChartRoles): string {
  const unit = unitOf(roles);
  const direction = s.change > 0 ? 'rose' : s.change < 0 ? 'fell' : 'stayed the same';
  const by =
    s.change === 0
      ? ''
      : ` by ${changeAmount(s.change, unit)}${
          s.percentChange === null ? '' : ` (${formatNumber(Math.abs(s.percentChange))}%)`
        }`;
  return (
    `${named(s)}in ${formatX(s.first.x)} it was ${withUnit(s.first.y, unit)}; ` +
    `in ${formatX(s.last.x)} it was ${withUnit(s.last.y, unit)}. It ${direction}${by}.`
  );
}

export function extremesSentence(s: SeriesFacts, roles: ChartRoles): string {
  const unit = unitOf(roles);
  return (
    `${named(s)}highest ${withUnit(s.highest.y, unit)} in ${formatX(s.highest.x)}; ` +
    `lowest ${withUnit(s.lowest.y, unit)} in ${formatX(s.lowest.x)}.`
  );
}

export function steepestSentences(s: SeriesFacts, roles: ChartRoles): string[] {
  const unit = unitOf(roles);
  const lines: string[] = [];
  const { steepestRise: rise, steepestFall: fall } = s;
  if (rise) {
    lines.push(
      `${named(s)}the steepest rise was from ${formatX(rise.from.x)} to ${formatX(rise.to.x)} ` +
        `(${withUnit(rise.from.y, unit)} to ${withUnit(rise.to.y, unit)}, up ${changeAmount(rise.change, unit)}).`,
    );
  }
  if (fall) {
    lines.push(
      `${named(s)}the steepest fall was from ${formatX(fall.from.x)} to ${formatX(fall.to.x)} ` +
        `(${withUnit(fall.from.y, unit)} to ${withUnit(fall.to.y, unit)}, down ${changeAmount(fall.change, unit)}).`,
    );
  }
  return lines;
}

/** Comparison charts and several series: the items compared, highest first. */
export function comparedSentences(facts: ChartFacts): string[] {
  const unit = unitOf(facts.roles);
  const items = facts.compared;
  if (items.length < 2) return [];
  const top = items[0]!;
  const bottom = items.at(-1)!;
  const ratio = bottom.value > 0 ? top.value / bottom.value : null;
  const where = top.x !== null ? ` (latest values, ${formatX(top.x)})` : '';
  const lines = [
    `${items.length} items are compared${where}: highest ${top.name} at ${withUnit(top.value, unit)}, ` +
      `lowest ${bottom.name} at ${withUnit(bottom.value, unit)}.`,
  ];
  if (ratio !== null && ratio >= 1.5) {
    lines.push(`${top.name}'s value is about ${formatNumber(ratio)} times ${bottom.name}'s.`);
  }
  if (items.length <= 12) {
    lines.push(`In order: ${items.map((i) => `${i.name} ${formatNumber(i.value)}`).join(', ')}.`);
  }
  return lines;
}

/** Every fact, as bullet lines (at most 6 series spelled out). */
export function factLines(facts: ChartFacts): string[] {
  const { roles } = facts;
  if (facts.kind === 'comparison') return comparedSentences(facts).map(capitalized);
  const lines: string[] = [];
  for (const s of facts.series.slice(0, 6)) {
    lines.push(
      changeSentence(s, roles),
      extremesSentence(s, roles),
      ...steepestSentences(s, roles),
    );
  }
  if (facts.series.length > 6) lines.push(`(${facts.series.length - 6} more series on the chart.)`);
  lines.push(...comparedSentences(facts));
  return lines.map(capitalized);
}

/** One sentence with numbers a student could put in a script. */
export function exampleSentence(facts: ChartFacts, subject: string): string {
  const unit = unitOf(facts.roles);
  if (facts.kind === 'comparison') {
    const top = facts.compared[0]!;
    const bottom = facts.compared.at(-1)!;
    return `${top.name} has ${withUnit(top.value, unit)}, while ${bottom.name} has only ${withUnit(bottom.value, unit)}.`;
  }
  const s = facts.series[0]!;
  const verb = s.change >= 0 ? 'up from' : 'down from';
  return `In ${formatX(s.last.x)}, ${subject}${s.series ? ` in ${s.series}` : ''} was ${withUnit(s.last.y, unit)}, ${verb} ${withUnit(s.first.y, unit)} in ${formatX(s.first.x)}.`;
}

/** Questions that make a student look again, chosen from what the data show. */
export function guidedQuestions(facts: ChartFacts): string[] {
  if (facts.kind === 'comparison') {
    const top = facts.compared[0]!;
    const bottom = facts.compared.at(-1)!;
    return [
      `Why might ${top.name} and ${bottom.name} be so different?`,
      'Which item surprised you, and why?',
    ];
  }
  const s = facts.series[0]!;
  const questions: string[] = [];
  if (s.steepestRise) {
    questions.push(
      `What might explain the jump between ${formatX(s.steepestRise.from.x)} and ${formatX(s.steepestRise.to.x)}?`,
    );
  }
  questions.push('Is the change steady, or does it speed up or slow down?');
  if (facts.series.length > 1) {
    questions.push('Which line changed the most, and does the gap get bigger or smaller?');
  }
  questions.push('What would you expect to see in the next ten years, and why?');
  return questions;
}
