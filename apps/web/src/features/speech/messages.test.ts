import { afterEach, describe, expect, it } from 'vitest';
import { speakEnglish, speakTestLanguage } from '../../i18n/testSupport';
import arabic from './locales/ar.json';
import spanish from './locales/es.json';
import {
  serverSpeechText,
  speechMessages,
  voiceGroupName,
  voiceLabel,
  voiceLanguage,
  voiceName,
} from './messages';
import { speechProblem } from './voices';

afterEach(speakEnglish);

const amy = {
  name: 'Amy',
  lang: 'en-US',
  label: 'Flite slt (US English, female)',
  engine: 'flite',
};
const alex = {
  name: 'Alex',
  lang: 'en-GB',
  label: 'Same as Brian: Flite awb (Scottish English, male)',
  engine: 'flite',
};
const thomas = {
  name: 'Thomas',
  lang: 'en-US',
  label: 'Flite kal16 (US English, male, older robotic-sounding voice), higher pitch',
  engine: 'flite',
};
const spanishVoice = {
  name: 'Spanish',
  lang: 'es',
  label: 'Spanish · eSpeak NG (offline)',
  engine: 'espeak-ng',
};
const chinese = {
  name: 'Chinese',
  lang: 'zh-CN',
  label: 'Chinese (Mandarin) · eSpeak NG (offline)',
  engine: 'espeak-ng',
};

describe('speech in the interface language', () => {
  it('keeps the server’s English labels and names byte for byte in English', () => {
    for (const voice of [amy, alex, thomas, spanishVoice, chinese]) {
      expect(voiceLabel(voice)).toBe(voice.label);
      expect(voiceName(voice)).toBe(voice.name);
    }
    expect(speechMessages.controls.serverVoiceLine({ voice: 'Amy', label: amy.label })).toBe(
      'Voice: Amy (Flite slt (US English, female))',
    );
    expect(speechMessages.dialog.noMatch({ search: 'zz' })).toBe('No voices match ‘zz’.');
  });

  it('speaks Spanish: controls, problems, voice names and labels, engine names kept', () => {
    speakTestLanguage('es', { 'features/speech': spanish });
    expect(speechMessages.controls.speak()).toBe('Leer');
    expect(speechProblem('', null)).toBe('Primero añade un guion a esta diapositiva.');
    expect(voiceLabel(amy)).toBe('Flite slt (inglés de EE. UU., femenina)');
    expect(voiceLabel(alex)).toBe('Igual que Brian: Flite awb (inglés escocés, masculina)');
    expect(voiceLabel(thomas)).toBe(
      'Flite kal16 (inglés de EE. UU., masculina, voz antigua de sonido robótico), tono más agudo',
    );
    expect(voiceName(spanishVoice)).toBe('Español');
    expect(voiceLabel(spanishVoice)).toBe('Español · eSpeak NG (sin conexión)');
    expect(voiceName(chinese)).toBe('Chino');
    expect(voiceName(amy)).toBe('Amy');
    expect(voiceGroupName('System')).toBe('Sistema');
    expect(voiceGroupName('Google')).toBe('Google');
    expect(speechMessages.suggestion.text({ language: 'francés', voice: 'Francés' })).toBe(
      'Parece que este guion está en francés. ¿Lo lees con la voz Francés?',
    );
    expect(serverSpeechText('The server could not speak this text. Please try again.')).toBe(
      'El servidor no ha podido leer este texto. Vuelve a intentarlo.',
    );
    expect(serverSpeechText('Something else')).toBe('Something else');
  });

  it('speaks Arabic, with the language names in Arabic', () => {
    speakTestLanguage('ar', { 'features/speech': arabic });
    expect(speechMessages.dialog.title()).toBe('اختر صوتًا');
    expect(voiceLabel(spanishVoice)).toBe('الإسبانية · eSpeak NG (دون اتصال)');
    expect(voiceLabel(amy)).toBe('Flite slt (إنجليزية أمريكية، صوت أنثوي)');
  });

  it('leaves a label it does not know as the server sent it', () => {
    speakTestLanguage('es', { 'features/speech': spanish });
    const odd = { name: 'Amy', lang: 'en-US', label: 'Something new', engine: 'flite' };
    expect(voiceLabel(odd)).toBe('Something new');
  });
});

describe("a video's captions language", () => {
  it("is its voice's primary language, named in the interface language; English when unknown", () => {
    expect(voiceLanguage({ lang: 'es' })).toEqual({ lang: 'es', name: 'Spanish' });
    expect(voiceLanguage({ lang: 'zh-CN' })).toEqual({ lang: 'zh', name: 'Chinese' });
    expect(voiceLanguage({ lang: 'en-GB' })).toEqual({ lang: 'en', name: 'English' });
    expect(voiceLanguage(undefined)).toEqual({ lang: 'en', name: 'English' });
    speakTestLanguage('es', { 'features/speech': spanish });
    expect(voiceLanguage({ lang: 'ar' })).toEqual({ lang: 'ar', name: 'Árabe' });
  });
});
