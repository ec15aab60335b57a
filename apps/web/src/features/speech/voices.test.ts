import { describe, expect, it, vi } from 'vitest';
import {
  SPEECH_MESSAGES,
  VOICE_STORAGE_KEY,
  chooseDefaultVoice,
  chooseSpeechVoice,
  englishVoices,
  filterVoices,
  groupVoices,
  readStoredVoice,
  speechProblem,
  voiceGroup,
  writeStoredVoice,
  type VoiceLike,
} from './voices';

/** Test voice factory: the voiceURI differs from the name so tests can tell them apart. */
function voice(name: string, lang = 'en-US', extra: Partial<VoiceLike> = {}): VoiceLike {
  return { name, lang, voiceURI: `urn:${name}`, localService: true, default: false, ...extra };
}

const names = (voices: VoiceLike[]) => voices.map((v) => v.name);

const browserVoices = [
  voice('Thomas', 'fr-FR'),
  voice('Microsoft Zira', 'en-US'),
  voice('Google UK English Female', 'en-GB'),
  voice('alex', 'en-US'),
  voice('Google US English', 'en-US'),
  voice('Microsoft Aria', 'en-US'),
  voice('Karen', 'en_AU'),
  voice('Google Deutsch', 'de-DE'),
  voice('Daniel', 'EN-gb'),
  voice('Eng Bot', 'eng'),
];

describe('voices', () => {
  it('keeps English voices only, by language code', () => {
    expect(names(englishVoices(browserVoices)).sort()).toEqual(
      [
        'alex',
        'Daniel',
        'Google UK English Female',
        'Google US English',
        'Karen',
        'Microsoft Aria',
        'Microsoft Zira',
      ].sort(),
    );
  });

  it('groups by Google / Microsoft in the name, else System', () => {
    expect(voiceGroup(voice('Google US English'))).toBe('Google');
    expect(voiceGroup(voice('Microsoft Aria Online (Natural)'))).toBe('Microsoft');
    expect(voiceGroup(voice('Samantha'))).toBe('System');
  });

  it('groups in the order Google, Microsoft, System, each sorted by name', () => {
    expect(groupVoices(browserVoices).map((g) => [g.name, names(g.voices)])).toEqual([
      ['Google', ['Google UK English Female', 'Google US English']],
      ['Microsoft', ['Microsoft Aria', 'Microsoft Zira']],
      ['System', ['alex', 'Daniel', 'Karen']],
    ]);
  });

  it('leaves out empty groups and keeps one voice per voiceURI', () => {
    const twice = [voice('Alex'), { ...voice('Alex'), name: 'Alex copy' }];
    expect(groupVoices(twice).map((g) => [g.name, names(g.voices)])).toEqual([
      ['System', ['Alex']],
    ]);
    expect(groupVoices([voice('Thomas', 'fr-FR')])).toEqual([]);
  });

  it('returns the very objects it was given (the browser needs its own voice objects)', () => {
    const english = englishVoices(browserVoices);
    for (const v of english) expect(browserVoices).toContain(v);
  });

  it('filters by name or language, ignoring case and spaces around the search', () => {
    const english = englishVoices(browserVoices);
    expect(names(filterVoices(english, '  ARIA '))).toEqual(['Microsoft Aria']);
    expect(names(filterVoices(english, 'en-gb'))).toEqual(['Google UK English Female', 'Daniel']);
    expect(names(filterVoices(english, 'en_au'))).toEqual(['Karen']);
    expect(filterVoices(english, 'klingon')).toEqual([]);
    expect(filterVoices(english, '   ')).toEqual(english);
  });
});

describe('chooseDefaultVoice', () => {
  const withDefault = [...browserVoices, voice('Samantha', 'en-US', { default: true })];

  it('prefers the remembered voice while the browser still has it', () => {
    expect(chooseDefaultVoice(withDefault, 'urn:Karen')?.name).toBe('Karen');
  });

  it('falls back to the browser default English voice', () => {
    expect(chooseDefaultVoice(withDefault, 'urn:Gone')?.name).toBe('Samantha');
    expect(chooseDefaultVoice(withDefault, null)?.name).toBe('Samantha');
  });

  it('ignores a remembered or default voice that is not English', () => {
    const frenchDefault = [voice('Thomas', 'fr-FR', { default: true }), voice('Zed'), voice('Ann')];
    expect(chooseDefaultVoice(frenchDefault, 'urn:Thomas')?.name).toBe('Ann');
  });

  it('otherwise takes the first voice in display order', () => {
    expect(chooseDefaultVoice(browserVoices, undefined)?.name).toBe('Google UK English Female');
  });

  it('has no voice when there are no English voices', () => {
    expect(chooseDefaultVoice([voice('Thomas', 'fr-FR')], null)).toBeUndefined();
    expect(chooseDefaultVoice([], 'urn:Alex')).toBeUndefined();
  });
});

describe('speechProblem', () => {
  it('needs non-empty script text, then a voice', () => {
    expect(speechProblem('', voice('Alex'))).toBe(SPEECH_MESSAGES.noText);
    expect(speechProblem(' \n\t', undefined)).toBe(SPEECH_MESSAGES.noText);
    expect(speechProblem('Hello', undefined)).toBe(SPEECH_MESSAGES.noVoice);
    expect(speechProblem('Hello', voice('Alex'))).toBeNull();
  });
});

describe('stored voice', () => {
  it('reads back what it stored under dsb-voice', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
    };
    expect(readStoredVoice(storage)).toBeNull();
    writeStoredVoice(storage, 'urn:Alex');
    expect(map.get(VOICE_STORAGE_KEY)).toBe('urn:Alex');
    expect(VOICE_STORAGE_KEY).toBe('dsb-voice');
    expect(readStoredVoice(storage)).toBe('urn:Alex');
  });

  it('survives missing or blocked storage', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocked = {
      getItem: (): string | null => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readStoredVoice(blocked)).toBeNull();
    expect(readStoredVoice(undefined)).toBeNull();
    expect(() => writeStoredVoice(blocked, 'urn:Alex')).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('chooseSpeechVoice (issue #15: Speak works everywhere)', () => {
  const amy = { name: 'Amy', label: 'Flite slt (US English, female)', default: true };
  const brian = { name: 'Brian', label: 'Flite awb (Scottish English, male)', default: false };
  const english = {
    name: 'Alex',
    lang: 'en-US',
    voiceURI: 'alex',
    localService: true,
    default: true,
  };

  it("uses a remembered server voice, stored as 'server:{name}'", () => {
    expect(chooseSpeechVoice([english], [amy, brian], 'server:Brian')).toEqual({
      kind: 'server',
      id: 'server:Brian',
      voice: brian,
    });
  });

  it("keeps the browser's voice when it has an English one", () => {
    expect(chooseSpeechVoice([english], [amy, brian], null)).toMatchObject({
      kind: 'browser',
      id: 'alex',
    });
  });

  it("falls back to the server's default voice when the browser has no English voice", () => {
    const french = { ...english, lang: 'fr-FR', voiceURI: 'thomas' };
    expect(chooseSpeechVoice([french], [brian, amy], 'thomas')).toMatchObject({
      kind: 'server',
      id: 'server:Amy',
    });
    expect(chooseSpeechVoice([], [], null)).toBeUndefined();
  });
});
