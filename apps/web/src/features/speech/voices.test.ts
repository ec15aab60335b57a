import { describe, expect, it, vi } from 'vitest';
import {
  SPEECH_MESSAGES,
  VOICE_STORAGE_KEY,
  chooseDefaultVoice,
  chooseSpeechVoice,
  englishVoices,
  filterVoices,
  groupVoices,
  narrationVoices,
  readStoredVoice,
  serverVoiceName,
  storyServerVoice,
  storyVoiceId,
  storyVoiceKey,
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

  it('groups the narrated languages in the order Google, Microsoft, System, each by name', () => {
    expect(groupVoices(browserVoices).map((g) => [g.name, names(g.voices)])).toEqual([
      ['Google', ['Google Deutsch', 'Google UK English Female', 'Google US English']],
      ['Microsoft', ['Microsoft Aria', 'Microsoft Zira']],
      ['System', ['alex', 'Daniel', 'Karen', 'Thomas']],
    ]);
  });

  it('lists the languages the app narrates, not others (Swedish, a bare three-letter code)', () => {
    const more = [
      voice('Paulina', 'es-MX'),
      voice('Tingting', 'zh_CN'),
      voice('Lekha', 'hi-IN'),
      voice('Maged', 'ar-SA'),
      voice('Luciana', 'pt-BR'),
      voice('Alva', 'sv-SE'),
    ];
    expect(names(narrationVoices([...more, ...browserVoices]))).not.toContain('Alva');
    expect(names(narrationVoices(more)).sort()).toEqual(
      ['Lekha', 'Luciana', 'Maged', 'Paulina', 'Tingting'].sort(),
    );
    expect(names(narrationVoices(browserVoices))).not.toContain('Eng Bot');
  });

  it('leaves out empty groups and keeps one voice per voiceURI', () => {
    const twice = [voice('Alex'), { ...voice('Alex'), name: 'Alex copy' }];
    expect(groupVoices(twice).map((g) => [g.name, names(g.voices)])).toEqual([
      ['System', ['Alex']],
    ]);
    expect(groupVoices([voice('Alva', 'sv-SE')])).toEqual([]);
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

  it('keeps a remembered voice of another narrated language, never takes one as the default', () => {
    const frenchDefault = [voice('Thomas', 'fr-FR', { default: true }), voice('Zed'), voice('Ann')];
    expect(chooseDefaultVoice(frenchDefault, 'urn:Thomas')?.name).toBe('Thomas');
    expect(chooseDefaultVoice(frenchDefault, null)?.name).toBe('Ann');
    expect(chooseDefaultVoice([voice('Alva', 'sv-SE'), voice('Ann')], 'urn:Alva')?.name).toBe(
      'Ann',
    );
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
    expect(speechProblem('', voice('Alex'))).toBe(SPEECH_MESSAGES.noText());
    expect(speechProblem(' \n\t', undefined)).toBe(SPEECH_MESSAGES.noText());
    expect(speechProblem('Hello', undefined)).toBe(SPEECH_MESSAGES.noVoice());
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

  it("remembers each story's voice, the last choice being the default for other stories", () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
    };
    writeStoredVoice(storage, 'server:Spanish', 'story-es');
    writeStoredVoice(storage, 'server:Arabic', 'story-ar');
    expect(map.get(storyVoiceKey('story-es'))).toBe('server:Spanish');
    expect(readStoredVoice(storage, 'story-es')).toBe('server:Spanish');
    expect(readStoredVoice(storage, 'story-ar')).toBe('server:Arabic');
    // A story never given a voice starts from the last one chosen.
    expect(readStoredVoice(storage, 'story-new')).toBe('server:Arabic');
    expect(readStoredVoice(storage)).toBe('server:Arabic');
  });

  it("gives the video export the story's server voice, not a browser voice nor a gone one", () => {
    const map = new Map<string, string>([
      [storyVoiceKey('es'), 'server:Spanish'],
      [storyVoiceKey('browser'), 'urn:Alex'],
      [storyVoiceKey('gone'), 'server:Klingon'],
    ]);
    const storage = { getItem: (key: string) => map.get(key) ?? null, setItem: () => {} };
    const server = [
      { name: 'Amy', label: 'Flite slt', lang: 'en-US', default: true },
      { name: 'Spanish', label: 'Spanish · eSpeak NG (offline)', lang: 'es', default: false },
    ];
    expect(storyServerVoice(storage, 'es', server)?.name).toBe('Spanish');
    expect(storyServerVoice(storage, 'browser', server)).toBeUndefined();
    expect(storyServerVoice(storage, 'gone', server)).toBeUndefined();
  });

  it('starts a story from a browser voice chosen for it here, else the voice kept with the story', () => {
    const map = new Map<string, string>([
      [storyVoiceKey('browser'), 'urn:Alex'],
      [storyVoiceKey('was-server'), 'server:Brian'],
      [VOICE_STORAGE_KEY, 'urn:Last'],
    ]);
    const storage = { getItem: (key: string) => map.get(key) ?? null, setItem: () => {} };
    // A browser voice stays with this browser and comes first here.
    expect(storyVoiceId(storage, 'browser', 'Spanish')).toBe('urn:Alex');
    // The story's saved voice beats a server voice this browser remembered (a co-author changed it).
    expect(storyVoiceId(storage, 'was-server', 'Spanish')).toBe('server:Spanish');
    // No saved voice: what this browser remembers for the story, else its last choice.
    expect(storyVoiceId(storage, 'was-server', null)).toBe('server:Brian');
    expect(storyVoiceId(storage, 'new', null)).toBe('urn:Last');
    expect(storyVoiceId(undefined, 'new', 'Arabic')).toBe('server:Arabic');
    expect(serverVoiceName('server:Hindi')).toBe('Hindi');
    expect(serverVoiceName('urn:Alex')).toBeNull();
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
  const amy = {
    name: 'Amy',
    label: 'Flite slt (US English, female)',
    lang: 'en-US',
    default: true,
  };
  const brian = {
    name: 'Brian',
    label: 'Flite awb (Scottish English, male)',
    lang: 'en-GB',
    default: false,
  };
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
    expect(chooseSpeechVoice([french], [brian, amy], null)).toMatchObject({
      kind: 'server',
      id: 'server:Amy',
    });
    // A French browser voice the pupil chose is kept.
    expect(chooseSpeechVoice([french], [brian, amy], 'thomas')).toMatchObject({
      kind: 'browser',
      id: 'thomas',
    });
    expect(chooseSpeechVoice([], [], null)).toBeUndefined();
  });
});
