import { describe, expect, it } from 'vitest';
import { SpeechController, type SynthLike, type UtteranceEvents } from './speechController';
import { SPEECH_MESSAGES, type VoiceLike } from './voices';

function voice(name: string, lang = 'en-US'): VoiceLike {
  return { name, lang, voiceURI: `urn:${name}`, localService: true, default: false };
}

interface FakeUtterance extends UtteranceEvents {
  text: string;
  voice: VoiceLike;
}

/** A speechSynthesis stand-in: records utterances; the test fires start and end by hand. */
function fakeSynth(initialVoices: VoiceLike[] = []) {
  let voices = initialVoices;
  const listeners = new Set<() => void>();
  const synth = {
    spoken: [] as FakeUtterance[],
    cancels: 0,
    getVoices: () => voices,
    speak: (u: FakeUtterance) => void synth.spoken.push(u),
    // Like Chrome, cancelling reports an error ('interrupted') on the queued utterances.
    cancel: () => {
      synth.cancels += 1;
      for (const u of synth.spoken.splice(0)) u.onEnd();
    },
    addEventListener: (_type: 'voiceschanged', l: () => void) => void listeners.add(l),
    removeEventListener: (_type: 'voiceschanged', l: () => void) => void listeners.delete(l),
    listenerCount: () => listeners.size,
    loadVoices(next: VoiceLike[]) {
      voices = next;
      for (const l of listeners) l();
    },
  } satisfies SynthLike<VoiceLike, FakeUtterance> & Record<string, unknown>;
  return synth;
}

function setup(voices: VoiceLike[] = [voice('Alex')]) {
  const synth = fakeSynth(voices);
  const controller = new SpeechController(synth, (text, v, events): FakeUtterance => ({
    text,
    voice: v,
    ...events,
  }));
  // Status transitions seen by a subscriber (voice list changes notify too).
  const changes: string[] = [];
  const unsubscribe = controller.subscribe(() => {
    const { status } = controller.getSnapshot();
    if (status !== (changes.at(-1) ?? 'idle')) changes.push(status);
  });
  return { synth, controller, changes, unsubscribe };
}

describe('SpeechController', () => {
  it('goes idle, then speaking once the engine starts, then idle at the end', () => {
    const { synth, controller } = setup();
    const alex = controller.getSnapshot().voices[0];
    expect(controller.speak('Our chart shows growth.', alex)).toEqual({ ok: true });
    expect(synth.spoken.map((u) => [u.text, u.voice.name])).toEqual([
      ['Our chart shows growth.', 'Alex'],
    ]);
    expect(controller.getSnapshot().status).toBe('idle'); // queued, not started yet
    synth.spoken[0]!.onStart();
    expect(controller.getSnapshot().status).toBe('speaking');
    synth.spoken[0]!.onEnd();
    expect(controller.getSnapshot().status).toBe('idle');
  });

  it('refuses blank text or a missing voice without touching the engine', () => {
    const { synth, controller } = setup();
    expect(controller.speak('   ', voice('Alex'))).toEqual({
      ok: false,
      problem: SPEECH_MESSAGES.noText(),
    });
    expect(controller.speak('Hello', undefined)).toEqual({
      ok: false,
      problem: SPEECH_MESSAGES.noVoice(),
    });
    expect(synth.spoken).toEqual([]);
    expect(synth.cancels).toBe(0);
  });

  it('Stop cancels the engine and returns to idle', () => {
    const { synth, controller, changes } = setup();
    controller.speak('Hello', voice('Alex'));
    synth.spoken[0]!.onStart();
    controller.stop();
    expect(synth.cancels).toBe(2); // once before speaking (clears a stuck queue), once for Stop
    expect(controller.getSnapshot().status).toBe('idle');
    expect(changes).toEqual(['speaking', 'idle']);
  });

  it('ignores late events of an utterance it replaced', () => {
    const { synth, controller } = setup();
    const first = controller.speak('One', voice('Alex')) && synth.spoken[0]!;
    first.onStart();
    controller.speak('Two', voice('Alex'));
    const second = synth.spoken[0]!;
    second.onStart();
    first.onEnd(); // a late 'end' of the first must not stop showing the second
    expect(controller.getSnapshot().status).toBe('speaking');
    second.onEnd();
    expect(controller.getSnapshot().status).toBe('idle');
  });

  it('picks up voices that load late and keeps those of the narrated languages', () => {
    const { synth, controller, unsubscribe } = setup([]);
    expect(controller.getSnapshot().voices).toEqual([]);
    synth.loadVoices([
      voice('Thomas', 'fr-FR'),
      voice('Alva', 'sv-SE'),
      voice('Microsoft Aria'),
      voice('Alex'),
    ]);
    expect(controller.getSnapshot().voices.map((v) => v.name)).toEqual([
      'Microsoft Aria',
      'Alex',
      'Thomas',
    ]);
    const before = controller.getSnapshot();
    synth.loadVoices(synth.getVoices()); // same voices again: no new snapshot
    expect(controller.getSnapshot()).toBe(before);
    unsubscribe();
    expect(synth.listenerCount()).toBe(0);
  });

  it('release stops only speech it started', () => {
    const { synth, controller } = setup();
    controller.release();
    expect(synth.cancels).toBe(0);
    controller.speak('Hello', voice('Alex'));
    controller.release();
    expect(synth.cancels).toBe(2);
    expect(controller.getSnapshot().status).toBe('idle');
  });
});
