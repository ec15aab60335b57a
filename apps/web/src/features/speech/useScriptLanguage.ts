import { useEffect, useState } from 'react';
import { detectLanguage } from './languageDetect';

/** A pause in typing before the script's language is checked again. */
const SETTLE_MS = 600;

/**
 * The language the script is written in ('es'), or null while unsure; checked once typing
 * pauses. A detector that cannot load (offline) only means no suggestion.
 */
export function useScriptLanguage(text: string): string | null {
  const [language, setLanguage] = useState<{ text: string; lang: string | null }>({
    text: '',
    lang: null,
  });
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      detectLanguage(text)
        .then((lang) => current && setLanguage({ text, lang }))
        .catch(() => current && setLanguage({ text, lang: null }));
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text]);
  return text.trim() ? language.lang : null;
}
