import { describe, expect, it } from 'vitest';
import { ServerSpeechPlayer, splitForSpeech, type AudioLike } from './serverSpeech';

describe('splitForSpeech', () => {
  it('keeps short text whole and packs sentences up to the limit', () => {
    expect(splitForSpeech('  Hello there.  ')).toEqual(['Hello there.']);
    expect(splitForSpeech('One. Two! Three? Four', 12)).toEqual(['One. Two!', 'Three? Four']);
    expect(splitForSpeech('   ')).toEqual([]);
  });

  it('splits an over-long sentence at words and an over-long word anywhere, losing nothing', () => {
    const text = `${'word '.repeat(10)}${'x'.repeat(25)}.`;
    const pieces = splitForSpeech(text, 12);
    expect(pieces.every((piece) => piece.length <= 12)).toBe(true);
    expect(pieces.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
  });
});

/** An audio element that "plays" until the test ends it. */
class FakeAudio implements AudioLike {
  src = '';
  onended: ((event: Event) => void) | null = null;
  onerror: ((event: Event | string) => void) | null = null;
  played: string[] = [];
  paused = 0;
  async play() {
    this.played.push(this.src);
  }
  pause() {
    this.paused += 1;
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function player(
  fetchAudio = async (text: string, voice: string, _signal?: AbortSignal) =>
    new Blob([`${voice}:${text}`]),
) {
  const audio = new FakeAudio();
  const errors: string[] = [];
  const revoked: string[] = [];
  const asked: string[] = [];
  const p = new ServerSpeechPlayer({
    fetchAudio: (text, voice, signal) => {
      asked.push(text);
      return fetchAudio(text, voice, signal);
    },
    createAudio: () => audio,
    createUrl: (blob) => `blob:${blob.size}`,
    revokeUrl: (url) => revoked.push(url),
    onError: (message) => errors.push(message),
    maxChunk: 10,
  });
  return { p, audio, errors, revoked, asked };
}

describe('ServerSpeechPlayer', () => {
  it('loads, then speaks each piece in turn and is idle at the end', async () => {
    const { p, audio, revoked, asked } = player();
    p.speak('Hello you. Bye now.', 'Amy');
    expect(p.getSnapshot()).toBe('loading');
    await tick();
    expect(p.getSnapshot()).toBe('speaking');
    expect(asked).toEqual(['Hello you.', 'Bye now.']); // the second is fetched while the first plays
    audio.onended!(new Event('ended'));
    await tick();
    expect(audio.played).toHaveLength(2);
    audio.onended!(new Event('ended'));
    await tick();
    expect(p.getSnapshot()).toBe('idle');
    expect(revoked).toHaveLength(2);
  });

  it('Stop pauses the audio and returns to idle; nothing more is played', async () => {
    const { p, audio } = player();
    p.speak('One two. Three four.', 'Brian');
    await tick();
    p.stop();
    expect(p.getSnapshot()).toBe('idle');
    expect(audio.paused).toBe(1);
    await tick();
    expect(audio.played).toHaveLength(1);
  });

  it("reports the server's message when it cannot speak", async () => {
    const { p, errors } = player(async () => {
      throw new Error('The server is busy speaking for others. Please try again in a moment.');
    });
    p.speak('Hi.', 'Amy');
    await tick();
    expect(p.getSnapshot()).toBe('idle');
    expect(errors).toEqual([
      'The server is busy speaking for others. Please try again in a moment.',
    ]);
  });
});
