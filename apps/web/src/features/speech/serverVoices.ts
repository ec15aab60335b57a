import { useQuery } from '@tanstack/react-query';
import type { SpeechVoiceInfo, SpeechVoicesResponse } from '@dsb/core';
import { apiFetch } from '../../lib/http';
import { serverSpeechText, speechMessages, voiceLanguage } from './messages';

/** The server's voices (GET /api/tts/voices), for Speak, the voice dialog and the video modal. */

const NO_VOICES: SpeechVoiceInfo[] = [];

export function useServerVoices(enabled = true) {
  const query = useQuery({
    queryKey: ['tts-voices'],
    queryFn: () => apiFetch<SpeechVoicesResponse>('/api/tts/voices'),
    enabled,
    // The list only changes with a new server version.
    staleTime: Infinity,
    retry: 1,
  });
  return {
    voices: query.data?.voices ?? NO_VOICES,
    defaultVoice: query.data?.defaultVoice ?? null,
    engine: query.data?.engine ?? null,
    isLoading: query.isLoading,
    error: query.error,
    refetch: query.refetch,
  };
}

/**
 * The language a video's captions are in: that of the voice it was narrated in (a Spanish video's
 * captions are Spanish), so a browser labels and reads the track right.
 */
export function useCaptionsLanguage(voiceName: string) {
  const { voices } = useServerVoices();
  return voiceLanguage(voices.find((voice) => voice.name === voiceName));
}

/** POST /api/tts: the text spoken in a server voice, as audio; rejects with the server's message. */
export async function fetchServerSpeech(
  text: string,
  voice: string,
  signal: AbortSignal,
): Promise<Blob> {
  const response = await fetch('/api/tts', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'audio/mpeg, application/json' },
    body: JSON.stringify({ text, voice }),
    signal,
  });
  if (response.status === 429) throw new Error(speechMessages.server.tooManyRequests());
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new Error(
      typeof body?.error === 'string'
        ? serverSpeechText(body.error)
        : speechMessages.server.failed(),
    );
  }
  return response.blob();
}
