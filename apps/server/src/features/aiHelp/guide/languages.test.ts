import { describe, expect, it } from 'vitest';
import type { INTERFACE_LANGUAGES } from '@dsb/core';
import { type DataTable, type RegionSummary } from '@dsb/core';
import { chartFacts, inferRoles } from './chartFacts';
import {
  answerChartQuestion,
  chartDescriptionScript,
  describeRegion,
  type GuideChart,
} from './chartTutor';
import { formatNumber } from './format';
import { guideText } from './i18n';
import { questionIntent, slideIntent } from './intents';
import { answerSlideQuestion, type GuideSlide } from './slideAssistant';

/** The offline guide in the pupil's language (docs/product/ai-help.md, "In other languages"). */

// Made-up visitors per year: values with thousands and decimals, so each language's marks show.
const table: DataTable = {
  columns: [
    { name: 'year', title: 'Year', unit: null },
    { name: 'visitors', title: 'Visitors', unit: 'people' },
  ],
  rows: [
    [1990, 12345.6],
    [2000, 15000],
    [2010, 18500.25],
    [2020, 20750.5],
  ],
};
const roles = inferRoles(table)!;
const chart: GuideChart = {
  label: 'Museum visitors',
  labelEasy: null,
  description: 'Visitors to a museum each year.',
  descriptionEasy: null,
  research: null,
  sourceLabel: 'City statistics office',
  sourceUrl: null,
  table,
  roles,
  facts: chartFacts(table, roles),
};
const ask = (prompt: string, language: (typeof INTERFACE_LANGUAGES)[number]) =>
  answerChartQuestion(chart, prompt, 'Why do more people visit museums?', language).message;

describe('the chart tutor in the pupil’s language', () => {
  it('states the trend in Spanish with Spanish number marks, the data’s unit kept', () => {
    const message = ask('¿Cómo cambió con el tiempo?', 'es');
    // 12345.6 -> 12.346, 20750.5 -> 20.751; the change 8404.9 -> 8405 (no group mark under 10 000
    // in Spanish); the percentage 68.08...% -> 68,08 %.
    expect(message).toContain('En 1990 era 12.346 people; en 2020 era 20.751 people.');
    expect(message).toContain('Subió 8405 people (68,08 %).');
    expect(message).toContain('Pregunta para pensar: ¿El cambio es constante');
  });

  it('states it in Arabic with the numbers intact and the years as the chart labels them', () => {
    const message = ask('كيف تغيّر مع الوقت؟', 'ar');
    const n = (v: number) => new Intl.NumberFormat('ar', { maximumFractionDigits: 2 }).format(v);
    // Each value with its Latin unit is isolated, so it keeps its order in the Arabic line.
    const value = (v: number) => `\u2068${n(v)} people\u2069`;
    expect(message).toContain(`في 1990 كانت القيمة ${value(12346)}`);
    expect(message).toContain(`ارتفعت بمقدار ${value(8405)}`);
    expect(message).toContain('سؤال للتفكير:');
    // A minus sign stays in front of its number in a right-to-left line.
    expect(formatNumber(-0.441, guideText('ar'))).toBe(
      `\u2068${new Intl.NumberFormat('ar', { maximumFractionDigits: 3 }).format(-0.441)}\u2069`,
    );
    expect(formatNumber(-0.441, guideText('es'))).toBe('-0,441');
  });

  it('answers a typed question about one year in each language', () => {
    // 18500.25 is written to the unit above 1000, with each language's group mark.
    expect(ask('¿Qué pasó en 2010?', 'es')).toBe('En 2010:\n- 18.500 people');
    expect(ask('Was war 2010?', 'de')).toBe('Im Jahr 2010:\n- 18.500 people');
    expect(ask('Que s’est-il passé en 2010 ?', 'fr')).toBe('En 2010\u00a0:\n- 18\u202f500 people');
    expect(ask('2010年的数值是多少？', 'zh')).toBe('2010年：\n- 18,500 people');
  });

  it('understands the main kinds of typed question in every language', () => {
    const questions: Record<string, Record<string, string>> = {
      es: {
        source: '¿De dónde vienen los datos?',
        limits: '¿Por qué pasa esto?',
        highest: '¿Cuál es el valor más alto?',
        change: '¿Cómo ha cambiado?',
        connect: '¿Cómo lo conecto con mi historia?',
      },
      fr: {
        source: 'D’où viennent ces données ?',
        limits: 'Pourquoi est-ce que ça arrive ?',
        highest: 'Quelle est la valeur la plus élevée ?',
        change: 'Comment ça a évolué ?',
        connect: 'Comment le relier à mon histoire ?',
      },
      de: {
        source: 'Woher kommen die Daten?',
        limits: 'Warum passiert das?',
        highest: 'Was ist der höchste Wert?',
        change: 'Wie hat es sich verändert?',
        connect: 'Wie verbinde ich das mit meiner Geschichte?',
      },
      ar: {
        source: 'ما مصدر هذه البيانات؟',
        limits: 'لماذا يحدث هذا؟',
        highest: 'ما أعلى قيمة؟',
        change: 'كيف تغيرت القيم؟',
        connect: 'كيف أربط هذا بقصتي؟',
      },
      zh: {
        source: '这些数据的来源是什么？',
        limits: '为什么会这样？',
        highest: '最高值是多少？',
        change: '有什么变化？',
        connect: '怎么和我的故事联系起来？',
      },
    };
    for (const [language, byIntent] of Object.entries(questions)) {
      for (const [intent, question] of Object.entries(byIntent)) {
        expect(questionIntent(question, language as 'es').intent, question).toBe(intent);
      }
    }
  });

  it('gives a question it cannot place the overview, in the pupil’s language', () => {
    const message = ask('Cuéntame algo', 'es');
    expect(message).toMatch(/^Este gráfico muestra: Museum visitors\. /);
    expect(message).toContain('Lo que dicen los datos:');
    expect(ask('أخبرني شيئًا', 'ar')).toMatch(/^يُظهر هذا المخطط: Museum visitors\. /);
  });

  it('writes the source answer and the video script description in the language', () => {
    expect(ask('¿Es fiable la fuente?', 'es')).toMatch(
      /^Los datos vienen de City statistics office\. Pregúntate/,
    );
    expect(chartDescriptionScript(chart, 'es').message).toBe(
      'Mira este gráfico: Museum visitors. En 2020, “Visitors” fue de 20.751 people, más que los ' +
        '12.346 people de 1990. Los datos vienen de City statistics office.',
    );
  });

  it('keeps English answers as they were', () => {
    expect(ask('How did it change?', 'en')).toContain(
      'In 1990 it was 12,346 people; in 2020 it was 20,751 people. It rose by 8,405 people (68.08%).',
    );
  });
});

describe('a region question in the pupil’s language', () => {
  const summary: RegionSummary = {
    match: 'inside',
    xFrom: 2000,
    xTo: 2010,
    yFrom: 14000,
    yTo: 19000,
    points: [
      { series: null, x: 2000, y: 15000 },
      { series: null, x: 2010, y: 18500.25 },
    ],
  };

  it('lists the points under the box in Spanish, with a plural count', () => {
    const { message } = describeRegion(chart, summary, 'es');
    expect(message).toContain(
      'Tu recuadro abarca de 2000 a 2010 y valores de 14.000 a 19.000 people. Los datos que hay dentro (2):',
    );
    expect(message).toContain('- 2010: 18.500 people');
    expect(message).toContain('Dentro del recuadro:');
    const one = describeRegion(chart, { ...summary, points: summary.points.slice(0, 1) }, 'es');
    expect(one.message).toContain('El dato que hay dentro (1):');
  });

  it('lists them in Arabic, right-to-left text around the data’s own numbers', () => {
    const { message } = describeRegion(chart, { ...summary, match: 'none' }, 'ar');
    expect(message).toBe(
      'لا يغطي الإطار أيًّا من البيانات المرسومة. جرّب رسمه فوق الخطوط أو الأعمدة.',
    );
    const inside = describeRegion(chart, summary, 'ar').message;
    expect(inside).toContain('يغطي إطارك من 2000 إلى 2010');
    expect(inside).toContain('نقطتا البيانات داخله');
  });
});

describe('the slide assistant in the pupil’s language', () => {
  const slide: GuideSlide = {
    script: 'Más personas visitan museos. En 2020 hubo 20.751 visitantes.',
    bigQuestion: '¿Por qué más personas visitan museos?',
    slideIndex: 0,
    charts: [chart],
    canvasText: [],
    imageCount: 0,
    libraryCharts: [],
  };

  it('reviews a script in Spanish: length with plurals, no English reading grade', () => {
    const { message } = answerSlideQuestion(slide, 'Ayúdame a mejorar mi guion', 'es');
    expect(message).toMatch(/^Lo que he revisado en tu guion:\n- Extensión: 9 palabras, /);
    expect(message).toContain('alrededor de 4 segundos para decirlo a 150 palabras por minuto.');
    expect(message).not.toContain('Flesch');
  });

  it('answers typed questions about visuals and the main message in Arabic', () => {
    const visuals = answerSlideQuestion(slide, 'اقترح صورًا لهذه الشريحة', 'ar').message;
    expect(visuals).toContain('تعرض شريحتك «Museum visitors»');
    const main = answerSlideQuestion(slide, 'ما الرسالة الرئيسية؟', 'ar').message;
    expect(main).toContain(
      'قد تكون أقوى جملة لديك هي التي فيها رقم: «En 2020 hubo 20.751 visitantes.»',
    );
    expect(slideIntent('Suggest visuals for this slide', 'ar')).toBe('visuals');
  });
});
