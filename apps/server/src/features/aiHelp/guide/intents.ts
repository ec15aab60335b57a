import type { InterfaceLanguage } from '@dsb/core';

/**
 * What a pupil's question to the chart tutor asks for, read from its words (docs/product/ai-help.md,
 * "In other languages"). Suggestion buttons send English; a typed question may be in the pupil's
 * interface language, so each kind has words in each language. English words are always tried
 * too (pupils mix them in). A question no list matches gets the overview, in the pupil's language.
 */
export type Intent =
  | 'connect'
  | 'year'
  | 'steepest'
  | 'highest'
  | 'lowest'
  | 'compare'
  | 'change'
  | 'source'
  | 'limits'
  | 'overview';

type Keywords = Partial<Record<Exclude<Intent, 'year' | 'overview'>, RegExp>>;

// First match wins, in this order: 'why did it rise' is about limits only after 'rise' is not.
const ORDER = [
  'connect',
  'year',
  'steepest',
  'highest',
  'lowest',
  'compare',
  'change',
  'source',
  'limits',
] as const;

const ENGLISH: Keywords = {
  connect: /connect|my story|big question|script|slide/,
  steepest: /fastest|steep|sudden|jump|quick/,
  highest: /highest|most|peak|max|biggest|largest|\btop\b/,
  lowest: /lowest|least|min|smallest|bottom/,
  compare: /compare|versus|\bvs\b|difference|between|gap/,
  change: /change|trend|increase|decrease|rise|rising|fall|drop|grow|went (up|down)|over time/,
  source: /source|who (made|collected)|where .*(data|from)|reliable|trust/,
  limits: /why|cause|because|reason|not (tell|show)|limit|careful|missing/,
};

// Stems, so 'subió', 'subida' and 'subir' all match; lower-cased text, accents kept.
const KEYWORDS: Readonly<Record<Exclude<InterfaceLanguage, 'en'>, Keywords>> = {
  es: {
    connect: /conect|relacion|mi historia|gran pregunta|pregunta principal|guion|diapositiva/,
    steepest: /más rápid|mas rapid|brusc|repentin|salto|de golpe/,
    highest: /más alt|mas alt|máximo|maximo|mayor|pico|el que más/,
    lowest: /más baj|mas baj|mínimo|minimo|menor|el que menos/,
    compare: /compar|diferencia|entre|frente a|versus/,
    change: /cambi|tendencia|aument|disminu|sub[ieí]|baj[óoa]|crec|evoluci|con el tiempo/,
    source: /fuente|de dónde|de donde|quién (hizo|recogió|recopiló)|fiable|confia/,
    limits: /por qué|porque|causa|razón|razon|límite|limite|no (dice|muestra)|cuidado|falta/,
  },
  fr: {
    connect: /relier|lien|mon histoire|grande question|question principale|script|diapo/,
    steepest: /plus rapide|brusque|soudain|saut|bond/,
    highest: /plus haut|plus élevé|maximum|max|pic|le plus/,
    lowest: /plus bas|plus faible|minimum|min|le moins/,
    compare: /compar|différence|difference|entre|écart|ecart|versus/,
    change: /chang|évolu|evolu|tendance|augment|baiss|diminu|hausse|monté|croiss|au fil du temps/,
    source: /source|d'où|d’où|qui a (fait|collecté|recueilli)|fiable|confiance/,
    limits: /pourquoi|cause|parce que|raison|limite|ne (dit|montre) pas|attention|manque/,
  },
  de: {
    connect:
      /verbind|zusammenhang|meine geschichte|große frage|grosse frage|leitfrage|skript|folie/,
    steepest: /am schnellsten|steil|plötzlich|ploetzlich|sprung/,
    highest: /höchst|hoechst|am meisten|maximum|spitze|größt|groesst/,
    lowest: /niedrigst|tiefst|am wenigsten|minimum|kleinst/,
    compare: /vergleich|unterschied|zwischen|abstand|versus/,
    change: /veränder|veraender|änder|aender|trend|steig|sink|gefallen|wachs|entwickl|im lauf/,
    source: /quelle|woher|wer hat|zuverlässig|zuverlaessig|vertrau/,
    limits: /warum|wieso|ursache|weil|grund|grenze|nicht (zeigt|sagt)|vorsicht|fehlt/,
  },
  ar: {
    connect: /ربط|اربط|قصتي|السؤال الكبير|سؤالي|النص|الشريحة/,
    steepest: /أسرع|اسرع|حاد|مفاجئ|قفزة/,
    highest: /أعلى|اعلى|أكبر|اكبر|الأكثر|ذروة|أقصى/,
    lowest: /أدنى|ادنى|أقل|اقل|أصغر|اصغر/,
    compare: /قارن|مقارنة|الفرق|فرق|بين/,
    change: /تغير|تغيّر|اتجاه|زاد|زيادة|ارتفع|ارتفاع|انخفض|انخفاض|نما|نمو|مع الوقت/,
    source: /مصدر|المصدر|من أين|من اين|من جمع|موثوق|ثقة/,
    limits: /لماذا|سبب|لأن|حدود|لا (يخبر|يظهر|يبين)|حذر|ناقص/,
  },
  zh: {
    connect: /联系|连接|关联|我的故事|大问题|核心问题|脚本|幻灯片/,
    steepest: /最快|急剧|陡|突然|跳/,
    highest: /最高|最多|最大|峰值|顶峰/,
    lowest: /最低|最少|最小/,
    compare: /比较|对比|区别|差异|差距|之间/,
    change: /变化|趋势|增加|增长|减少|上升|下降|下跌|随着时间/,
    source: /来源|出处|从哪|谁(收集|制作)|可靠|可信/,
    limits: /为什么|原因|因为|局限|限制|不能(告诉|说明|显示)|注意|缺少/,
  },
};

const YEAR = /(?<!\d)(1[7-9]\d\d|20\d\d)(?!\d)/;

/** The kind of question, and the year a question about one year names. */
export function questionIntent(
  prompt: string,
  language: InterfaceLanguage,
): { intent: Intent; year: number | null } {
  const text = prompt.toLowerCase();
  const year = text.match(YEAR)?.[1];
  const lists = language === 'en' ? [ENGLISH] : [KEYWORDS[language], ENGLISH];
  for (const list of lists) {
    for (const intent of ORDER) {
      if (intent === 'year') {
        if (year) return { intent, year: Number(year) };
        continue;
      }
      if (list[intent]?.test(text)) return { intent, year: null };
    }
  }
  return { intent: 'overview', year: null };
}

const SLIDE_KEYWORDS: Readonly<Record<InterfaceLanguage, { visuals: RegExp; main: RegExp }>> = {
  en: {
    visuals: /visual|image|picture|chart|graph|design|layout|look/,
    main: /main (message|point)|clarify|message|point|focus/,
  },
  es: {
    visuals: /visual|imagen|imágenes|foto|gráfic|grafic|diseño|aspecto/,
    main: /mensaje|idea principal|punto principal|aclarar|enfoque/,
  },
  fr: {
    visuals: /visuel|image|photo|graphique|design|mise en page|apparence/,
    main: /message|idée principale|point principal|clarifier|focus/,
  },
  de: {
    visuals: /visuell|bild|foto|diagramm|grafik|design|layout|aussehen/,
    main: /botschaft|hauptaussage|kernaussage|klarer|fokus/,
  },
  ar: {
    visuals: /صور|صورة|مرئي|رسم|مخطط|تصميم|شكل/,
    main: /رسالة|الفكرة الرئيسية|النقطة الرئيسية|توضيح|تركيز/,
  },
  zh: {
    visuals: /视觉|图片|图像|图表|设计|布局|外观/,
    main: /主要信息|核心信息|要点|重点|明确|聚焦/,
  },
};

/** What a slide question asks for: visuals, the main message, or (else) the script's review. */
export function slideIntent(
  prompt: string,
  language: InterfaceLanguage,
): 'visuals' | 'main' | 'improve' {
  const text = prompt.toLowerCase();
  const lists =
    language === 'en' ? [SLIDE_KEYWORDS.en] : [SLIDE_KEYWORDS[language], SLIDE_KEYWORDS.en];
  for (const { visuals, main } of lists) {
    if (visuals.test(text)) return 'visuals';
    if (main.test(text)) return 'main';
  }
  return 'improve';
}
