import notoEmoji from '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf?url';
import notoSansBold from '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf?url';
import notoSans from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url';
import notoSansArabicBold from '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf?url';
import notoSansArabic from '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf?url';
import notoSansDevanagariBold from '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf?url';
import notoSansDevanagari from '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf?url';
import notoSansHebrewBold from '@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf?url';
import notoSansHebrew from '@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf?url';
import notoSansSc from '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf?url';
import type { FontFace, FontLoader } from './pdfFonts';

/**
 * Where the browser finds each font: files of the npm font packages that the build copies into the
 * app's assets (docs/decisions/0039-pdf-fonts.md). They are fetched only when a PDF needs them.
 */
export const FONT_FILE_URLS: Record<FontFace, string> = {
  sans: notoSans,
  sansBold: notoSansBold,
  arabic: notoSansArabic,
  arabicBold: notoSansArabicBold,
  hebrew: notoSansHebrew,
  hebrewBold: notoSansHebrewBold,
  devanagari: notoSansDevanagari,
  devanagariBold: notoSansDevanagariBold,
  cjk: notoSansSc,
  emoji: notoEmoji,
};

const fetched = new Map<FontFace, Promise<Uint8Array>>();

/** Fetches a font once per page visit; a failed fetch is tried again next time. */
export const fetchFontFile: FontLoader = (face) => {
  let bytes = fetched.get(face);
  if (!bytes) {
    bytes = fetch(FONT_FILE_URLS[face]).then(async (response) => {
      if (!response.ok) throw new Error(`font ${face} could not be loaded (${response.status})`);
      return new Uint8Array(await response.arrayBuffer());
    });
    bytes.catch(() => fetched.delete(face));
    fetched.set(face, bytes);
  }
  return bytes;
};
