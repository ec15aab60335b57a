import { describe, expect, it } from 'vitest';
import { MAX_RUNNER_UP, confidentLanguage, countLetters, detectLanguage } from './languageDetect';
import { suggestVoice } from './voiceSuggestion';

describe('detectLanguage (franc-min among the narrated languages)', () => {
  it.each([
    ['es', 'El nivel del mar sube unos tres milímetros cada año en nuestra costa.'],
    ['fr', 'Ce graphique montre que la température a augmenté depuis 1990.'],
    ['de', 'Der Meeresspiegel steigt jedes Jahr um etwa drei Millimeter.'],
    ['pt', 'O nível do mar sobe cerca de três milímetros por ano.'],
    ['ar', 'يرتفع مستوى سطح البحر نحو ثلاثة مليمترات كل عام.'],
    ['hi', 'समुद्र का स्तर हर साल लगभग तीन मिलीमीटर बढ़ता है।'],
    ['zh', '海平面每年上升大约三毫米。'],
    ['en', 'Our chart shows that the number of cars in the city doubled since 2000.'],
  ])('finds %s', async (lang, text) => {
    expect(await detectLanguage(text)).toBe(lang);
  });

  it('says nothing about a text too short to tell', async () => {
    expect(await detectLanguage('Hola')).toBeNull();
    expect(await detectLanguage('2020: 14%')).toBeNull();
    expect(await detectLanguage('')).toBeNull();
  });

  it('says nothing when the runner-up is close: a wrong offer is worse than none', () => {
    expect(
      confidentLanguage(
        [
          ['eng', 1],
          ['fra', MAX_RUNNER_UP + 0.01],
        ],
        40,
      ),
    ).toBeNull();
    expect(
      confidentLanguage(
        [
          ['eng', 1],
          ['fra', 0.8],
        ],
        40,
      ),
    ).toBe('en');
    expect(confidentLanguage([['und', 1]], 40)).toBeNull();
    expect(countLetters('Año 2020, 海平面!')).toBe(6);
  });
});

describe('suggestVoice', () => {
  const voices = [
    { name: 'Amy', label: 'Flite slt (US English, female)', lang: 'en-US', default: true },
    { name: 'Brian', label: 'Flite awb (Scottish English, male)', lang: 'en-GB', default: false },
    { name: 'Spanish', label: 'Spanish · eSpeak NG (offline)', lang: 'es', default: false },
    {
      name: 'Chinese',
      label: 'Chinese (Mandarin) · eSpeak NG (offline)',
      lang: 'zh-CN',
      default: false,
    },
  ];

  it("proposes the language's server voice when the voice in use speaks another language", () => {
    expect(suggestVoice('es', 'en-US', voices)?.name).toBe('Spanish');
    expect(suggestVoice('zh', 'es', voices)?.name).toBe('Chinese');
    // Back to English: the default English voice.
    expect(suggestVoice('en', 'es', voices)?.name).toBe('Amy');
    expect(suggestVoice('es', null, voices)?.name).toBe('Spanish');
  });

  it('proposes nothing when the voice already fits, the language is unknown or has no voice', () => {
    expect(suggestVoice('es', 'es-MX', voices)).toBeNull();
    expect(suggestVoice('en', 'en-GB', voices)).toBeNull();
    expect(suggestVoice(null, 'en-US', voices)).toBeNull();
    expect(suggestVoice('hi', 'en-US', voices)).toBeNull();
  });
});
