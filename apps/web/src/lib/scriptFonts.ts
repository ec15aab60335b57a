import { writingSystemsOf, type WritingSystem } from '@dsb/core';
import { FONT_FILE_URLS } from '../features/exports/pdf/fontFiles';

/**
 * Fonts for the writing systems a computer may have no font for (docs/exports.md, "Fonts and
 * writing systems"): the Noto fonts the PDF embeds, shipped with the app, registered with the
 * FontFace API under names of our own when a story's text needs them, never before. Canvas text
 * lists them after its own font (`withScriptFonts`), so the browser draws an Arabic, Hindi or
 * Chinese letter in the slide's font when that font has it, else in ours. Slide pictures for every
 * export are drawn by the same canvas, so the PDF's pages, the deck and the video frames show
 * real letters too.
 */

type ScriptFont = { family: string; regular: string; bold?: string };

const FONTS: Partial<Record<WritingSystem, ScriptFont>> = {
  greek: { family: 'DSB Noto Sans', regular: FONT_FILE_URLS.sans, bold: FONT_FILE_URLS.sansBold },
  cyrillic: {
    family: 'DSB Noto Sans',
    regular: FONT_FILE_URLS.sans,
    bold: FONT_FILE_URLS.sansBold,
  },
  arabic: {
    family: 'DSB Noto Sans Arabic',
    regular: FONT_FILE_URLS.arabic,
    bold: FONT_FILE_URLS.arabicBold,
  },
  hebrew: {
    family: 'DSB Noto Sans Hebrew',
    regular: FONT_FILE_URLS.hebrew,
    bold: FONT_FILE_URLS.hebrewBold,
  },
  devanagari: {
    family: 'DSB Noto Sans Devanagari',
    regular: FONT_FILE_URLS.devanagari,
    bold: FONT_FILE_URLS.devanagariBold,
  },
  cjk: { family: 'DSB Noto Sans SC', regular: FONT_FILE_URLS.cjk },
  emoji: { family: 'DSB Noto Emoji', regular: FONT_FILE_URLS.emoji },
};

/** Every family, in the order the browser tries them after the text's own font. */
const FALLBACK_FAMILIES = [...new Set(Object.values(FONTS).map((font) => `"${font.family}"`))].join(
  ', ',
);

/**
 * A CSS font-family list: the given family first, then our script fonts. A family that is not
 * registered yet is skipped by the browser, so this is safe before anything is loaded.
 */
export function withScriptFonts(family: string): string {
  if (family.includes(FALLBACK_FAMILIES)) return family;
  const own = /["',]/.test(family) ? family : `"${family}"`;
  return `${own}, ${FALLBACK_FAMILIES}, sans-serif`;
}

const loading = new Map<string, Promise<void>>();

function load(family: string, url: string, weight: 'normal' | 'bold'): Promise<void> {
  const key = `${family}:${weight}`;
  let promise = loading.get(key);
  if (!promise) {
    const face = new FontFace(family, `url(${url})`, { weight });
    promise = face.load().then((loaded) => {
      document.fonts.add(loaded);
    });
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Loads the fonts `text` needs (none for English). Resolves true when one was loaded now, so the
 * caller draws its text again; a font that cannot be fetched leaves the browser's own fallback.
 */
export async function loadScriptFonts(text: string): Promise<boolean> {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined') return false;
  const wanted = writingSystemsOf(text).flatMap((system) => {
    const font = FONTS[system];
    if (!font) return [];
    const faces: Array<[string, string, 'normal' | 'bold']> = [
      [font.family, font.regular, 'normal'],
    ];
    if (font.bold) faces.push([font.family, font.bold, 'bold']);
    return faces;
  });
  const fresh = wanted.filter(([family, , weight]) => !loading.has(`${family}:${weight}`));
  const results = await Promise.allSettled(
    wanted.map(([family, url, weight]) => load(family, url, weight)),
  );
  return fresh.length > 0 && results.some((result) => result.status === 'fulfilled');
}

/** The text of a slide's objects (text boxes and their kin), to choose the fonts it needs. */
export function textOfObjects(objects: readonly unknown[]): string {
  return objects
    .map((object) =>
      object && typeof object === 'object' && 'text' in object ? String(object.text) : '',
    )
    .join('\n');
}
