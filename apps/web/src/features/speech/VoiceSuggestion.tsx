import { Button, Group, Paper, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { SpeechVoiceInfo } from '@dsb/core';
import { useState } from 'react';
import { languageName, speechMessages, voiceName } from './messages';

export interface VoiceSuggestionProps {
  /** The script's language ('es') and the server voice that speaks it. */
  language: string;
  voice: SpeechVoiceInfo;
  onAccept: (voice: SpeechVoiceInfo) => void;
  onDismiss: () => void;
}

/**
 * A gentle offer under the script (docs/product/speech.md): the script looks like another
 * language than the voice speaks; the pupil can take the matching voice or dismiss the offer.
 */
export function VoiceSuggestion({ language, voice, onAccept, onDismiss }: VoiceSuggestionProps) {
  const name = languageName(language);
  const words = speechMessages.suggestion;
  return (
    <Paper
      withBorder
      radius="sm"
      p="xs"
      role="region"
      aria-label={words.region()}
      data-testid="voice-suggestion"
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconLanguage size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" role="status">
          {words.text({ language: name, voice: voiceName(voice) })}
        </Text>
      </Group>
      <Group gap="xs" mt={6} justify="flex-end">
        <Button size="compact-sm" variant="subtle" color="gray" onClick={onDismiss}>
          {words.dismiss()}
        </Button>
        <Button size="compact-sm" variant="light" onClick={() => onAccept(voice)}>
          {words.use({ voice: voiceName(voice) })}
        </Button>
      </Group>
    </Paper>
  );
}

/** Languages the pupil dismissed the offer for, per story, while the editor stays open. */
export function useDismissedSuggestions(storyId: string | null) {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const key = (language: string) => `${storyId ?? ''}:${language}`;
  return {
    isDismissed: (language: string) => dismissed.has(key(language)),
    dismiss: (language: string) => setDismissed((old) => new Set(old).add(key(language))),
  };
}
