import { ActionIcon, Button, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconPlayerStop, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import type { SpeechVoiceName } from '@dsb/core';
import { isolated } from '../../i18n';
import { previewSentence, speechMessages, voiceLabel, voiceName } from './messages';
import { useScriptLanguage } from './useScriptLanguage';
import { useSpeech, type SpeechVoice } from './useSpeech';
import { serverVoiceId } from './voices';
import { VoiceDialog } from './VoiceDialog';
import { VoiceSuggestion, useDismissedSuggestions } from './VoiceSuggestion';
import { suggestVoice } from './voiceSuggestion';

export interface ScriptSpeechControlsProps {
  /** The slide's script, read aloud by Speak. */
  text: string;
  /** The story open in the editor: its voice is remembered for it. */
  storyId?: string | null;
  /** The server voice kept with the story (it follows the story to every device). */
  storyVoice?: SpeechVoiceName | null;
  /** Keeps a chosen server voice with the story. */
  onStoryVoice?: (voice: SpeechVoiceName) => void;
}

/**
 * Speak / Stop and the voice settings dialog of the script panel (docs/product/speech.md). Speak is
 * a toggle: it shows the pause icon once speech has started, and pressing it again stops.
 */
export function ScriptSpeechControls({
  text,
  storyId = null,
  storyVoice = null,
  onStoryVoice,
}: ScriptSpeechControlsProps) {
  const speech = useSpeech(storyId, { storyVoice, onStoryVoice });
  const [dialogOpen, setDialogOpen] = useState(false);
  const language = useScriptLanguage(text);
  const dismissed = useDismissedSuggestions(storyId);
  const suggested =
    language && !dismissed.isDismissed(language)
      ? suggestVoice(language, speech.voice?.voice.lang ?? null, speech.serverVoices)
      : null;
  // A server voice fetches its audio first ('loading'): Speak already counts as on.
  const speaking = speech.status !== 'idle';
  const unavailable = !speech.supported;

  return (
    <Stack
      gap={6}
      role="group"
      aria-label={speechMessages.controls.region()}
      data-speech-state={speech.status}
    >
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          leftSection={
            speech.status === 'loading' ? (
              <Loader size={14} color="white" aria-hidden />
            ) : speaking ? (
              <IconPlayerPause size={16} aria-hidden />
            ) : (
              <IconPlayerPlay size={16} aria-hidden />
            )
          }
          aria-pressed={speaking}
          disabled={unavailable}
          onClick={() => (speaking ? speech.stop() : speech.speak(text, speech.voice))}
        >
          {speechMessages.controls.speak()}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPlayerStop size={16} aria-hidden />}
          disabled={unavailable}
          onClick={speech.stop}
        >
          {speechMessages.controls.stop()}
        </Button>
        <Tooltip label={speechMessages.controls.voiceSettings()} disabled={unavailable}>
          <ActionIcon
            size="input-xs"
            variant="default"
            aria-label={speechMessages.controls.voiceSettings()}
            disabled={unavailable}
            onClick={() => setDialogOpen(true)}
          >
            <IconSettings size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Text size="xs" c="dimmed" data-testid="speech-voice">
        {unavailable
          ? speechMessages.problems.unsupported()
          : speech.voice
            ? voiceLine(speech.voice)
            : speechMessages.controls.noVoiceChosen()}
      </Text>
      {suggested && language && !unavailable && (
        <VoiceSuggestion
          language={language}
          voice={suggested}
          onAccept={(voice) => speech.chooseVoice(serverVoiceId(voice.name))}
          onDismiss={() => dismissed.dismiss(language)}
        />
      )}
      <VoiceDialog
        opened={dialogOpen}
        onClose={() => setDialogOpen(false)}
        voices={speech.voices}
        serverVoices={speech.serverVoices}
        currentId={speech.voice?.id}
        onPreview={(voice) => speech.speak(previewSentence(voice.voice.lang), voice)}
        onApply={speech.chooseVoice}
      />
    </Stack>
  );
}

/** 'Voice: Alex', or for a server voice what it really is: 'Voice: Amy (Flite slt ...)'. */
function voiceLine(voice: SpeechVoice): string {
  return voice.kind === 'server'
    ? speechMessages.controls.serverVoiceLine({
        voice: isolated(voiceName(voice.voice)),
        label: isolated(voiceLabel(voice.voice)),
      })
    : speechMessages.controls.browserVoiceLine({ voice: isolated(voice.voice.name) });
}
