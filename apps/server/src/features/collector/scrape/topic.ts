import type { CheerioAPI } from 'cheerio';
import { normalizeTopic } from '@dsb/core';

/**
 * The library's topic tags (the seeded prompts' and charts' `topicTag`s, docs/evidence.md) with
 * the words that give a page away as being about them. Matched as whole words, plural 's'
 * optional, on the page's section, keywords, address and title.
 */
const LIBRARY_TOPICS: Record<string, string> = {
  climate:
    'climate, global warming, greenhouse, emission, carbon, co2, temperature, sea level, sea ice, arctic, heatwave, heat wave, weather, el nino, net zero, paris agreement',
  environment:
    'environment, environmental, pollution, plastic, waste, recycling, deforestation, forest, biodiversity, wildlife, conservation, glacier, air quality, nature, species, ocean',
  energy:
    'energy, electricity, renewable, solar, wind power, wind farm, oil, coal, nuclear, fuel, petrol, gasoline, natural gas, batterie, battery, power grid',
  economy:
    'economy, economic, economics, business, finance, market, gdp, inflation, price, employment, unemployment, labour market, labor market, wage, income, trade, budget, tax, cost of living, poverty, wealth, inequality, job',
  demographics:
    'population, demographic, demography, census, migration, immigration, birth, fertility, ageing, aging, household, people and society',
  technology:
    'technology, tech, internet, digital, computer, computing, ai, artificial intelligence, smartphone, social media, online, software, screen time',
  health:
    'health, healthcare, medicine, medical, disease, covid, pandemic, vaccine, mortality, life expectancy, hospital, nutrition, obesity, wellbeing',
  education:
    'education, school, student, teacher, university, universitie, college, literacy, learning, classroom, exam',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TOPIC_PATTERNS = Object.entries(LIBRARY_TOPICS).map(([tag, list]) => ({
  tag,
  pattern: new RegExp(`\\b(?:${list.split(', ').map(escape).join('|')})s?\\b`, 'g'),
}));

/** Sections and keywords that say nothing about a subject. */
const GENERIC = new Set(
  'news home homepage index article articles blog blogs post posts page pages story stories uncategorized uncategorised general default main report reports research publications publication latest featured world us uk en opinion analysis graphics interactive data insights'.split(
    ' ',
  ),
);

export type PageTopic = { topicTag: string; from: string } | null;

/** A text's words, lower case, separated by single spaces (so phrases match across hyphens). */
const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The page's topic signals: its section, keywords, address and title, strongest first. */
export function topicSignals($: CheerioAPI, pageUrl: string) {
  const meta = (selector: string) =>
    $(selector)
      .toArray()
      .map((el) => $(el).attr('content') ?? '')
      .filter((v) => v.trim());
  const ld = jsonLd($);
  const sections = [
    ...meta('meta[property="article:section"], meta[name="article:section"]'),
    ...meta('meta[name="section"], meta[name="parsely-section"], meta[property="og:section"]'),
    ...ld.sections,
    ...$(
      'nav[aria-label*="breadcrumb" i] a, .breadcrumb a, .breadcrumbs a, [class*="breadcrumb"] li a',
    )
      .toArray()
      .map((el) => $(el).text()),
  ];
  const keywords = [
    ...meta('meta[name="keywords"], meta[name="news_keywords"], meta[property="article:tag"]'),
    ...ld.keywords,
  ].flatMap((value) => value.split(/[,;|]/));
  let path = '';
  try {
    path = decodeURIComponent(new URL(pageUrl).pathname);
  } catch {
    // An address that does not parse adds no words.
  }
  const title = [
    $('meta[property="og:title"]').attr('content') ?? '',
    $('title').first().text(),
    $('h1').first().text(),
  ];
  return {
    sections: sections.map((s) => s.trim()).filter(Boolean),
    keywords: keywords.map((k) => k.trim()).filter(Boolean),
    path: path.replace(/\.[a-z0-9]+$/i, ''),
    title: title.join(' '),
  };
}

/** `articleSection` and `keywords` of the page's JSON-LD blocks (arrays and `@graph` included). */
function jsonLd($: CheerioAPI): { sections: string[]; keywords: string[] } {
  const sections: string[] = [];
  const keywords: string[] = [];
  const texts = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(texts) : [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    sections.push(...texts(record.articleSection));
    keywords.push(...texts(record.keywords));
    visit(record['@graph']);
  };
  $('script[type="application/ld+json"]').each((_i, el) => {
    try {
      visit(JSON.parse($(el).text()));
    } catch {
      // Malformed JSON-LD is common; the other signals remain.
    }
  });
  return { sections, keywords };
}

/**
 * The page's `topicTagStatic`: one of the library's topic tags when its section, keywords,
 * address and title point to one (section counts most, then keywords, then address and title);
 * else the slug of its section or first keyword ('Local Government' becomes 'local-government');
 * null when the page states nothing that names a subject. Pure.
 */
export function pageTopic($: CheerioAPI, pageUrl: string): PageTopic {
  const signals = topicSignals($, pageUrl);
  const weighted: Array<{ text: string; weight: number; from: string }> = [
    ...signals.sections.map((text) => ({ text, weight: 4, from: 'section' })),
    ...signals.keywords.map((text) => ({ text, weight: 2, from: 'keywords' })),
    { text: signals.path, weight: 1, from: 'address' },
    { text: signals.title, weight: 1, from: 'title' },
  ];
  const scores = new Map<string, { score: number; from: string }>();
  for (const { text, weight, from } of weighted) {
    const normal = words(text);
    for (const { tag, pattern } of TOPIC_PATTERNS) {
      const hits = normal.match(pattern)?.length ?? 0;
      if (hits === 0) continue;
      const entry = scores.get(tag) ?? { score: 0, from };
      entry.score += weight * hits;
      scores.set(tag, entry);
    }
  }
  let best: { tag: string; score: number; from: string } | null = null;
  for (const [tag, { score, from }] of scores) {
    if (!best || score > best.score) best = { tag, score, from };
  }
  if (best) return { topicTag: best.tag, from: best.from };
  for (const [candidates, from] of [
    [signals.sections, 'section'],
    [signals.keywords, 'keywords'],
  ] as const) {
    for (const candidate of candidates) {
      const slug = topicSlug(candidate);
      if (slug) return { topicTag: slug, from };
    }
  }
  return null;
}

/** The tag form (lowercase, hyphens) of a section or keyword; null for generic words. */
export function topicSlug(text: string): string | null {
  const plain = words(text);
  if (!plain || GENERIC.has(plain) || plain.length > 40 || /^\d+$/.test(plain)) return null;
  return normalizeTopic(plain).topicTag;
}
