import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FontFace, FontLoader } from '../pdf/pdfFonts';

/** The PDF's fonts read from the npm packages, as the build copies them (pdf/fontFiles.ts). */
const FILES: Record<FontFace, string> = {
  sans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  sansBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  arabic: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  arabicBold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  hebrew: '@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf',
  hebrewBold: '@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf',
  devanagari:
    '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  devanagariBold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  cjk: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  emoji: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
};

const require = createRequire(import.meta.url);

/** Reads the fonts from node_modules, and records which were asked for. */
export function packageFontLoader(): FontLoader & { loaded: FontFace[] } {
  const loaded: FontFace[] = [];
  const load = async (face: FontFace) => {
    loaded.push(face);
    return new Uint8Array(await readFile(require.resolve(FILES[face])));
  };
  return Object.assign(load, { loaded });
}
