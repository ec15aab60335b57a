import { ActionIcon, Button, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconPlayerStop, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useSpeech, type SpeechVoice } from './useSpeech';
import { PREVIEW_SENTENCE, SPEECH_MESSAGES } from './voices';
import { VoiceDialog } from './VoiceDialog';

export interface ScriptSpeechControlsProps {
  /** The slide's script, read aloud by Speak. */
  text: string;
}

/**
 * Speak / Stop and the voice settings dialog of the script panel (docs/product/speech.md). Speak is
 * a toggle: it shows the pause icon once speech has started, and pressing it again stops.
 */
export function ScriptSpeechControls({ text }: ScriptSpeechControlsProps) {
  const speech = useSpeech();
  const [dialogOpen, setDialogOpen] = useState(false);
  // A server voice fetches its audio first ('loading'): Speak already counts as on.
  const speaking = speech.status !== 'idle';
  const unavailable = !speech.supported;

  return (
    <Stack gap={6} role="group" aria-label="Speech" data-speech-state={speech.status}>
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
          Speak
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPlayerStop size={16} aria-hidden />}
          disabled={unavailable}
          onClick={speech.stop}
        >
          Stop
        </Button>
        <Tooltip label="Voice settings" disabled={unavailable}>
          <ActionIcon
            size="input-xs"
            variant="default"
            aria-label="Voice settings"
            disabled={unavailable}
            onClick={() => setDialogOpen(true)}
          >
            <IconSettings size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Text size="xs" c="dimmed" data-testid="speech-voice">
        {unavailable
          ? SPEECH_MESSAGES.unsupported
          : speech.voice
            ? voiceLine(speech.voice)
            : 'No voice chosen'}
      </Text>
      <VoiceDialog
        opened={dialogOpen}
        onClose={() => setDialogOpen(false)}
        voices={speech.voices}
        serverVoices={speech.serverVoices}
        currentId={speech.voice?.id}
        onPreview={(voice) => speech.speak(PREVIEW_SENTENCE, voice)}
        onApply={speech.chooseVoice}
      />
    </Stack>
  );
}

/** 'Voice: Alex', or for a server voice what it really is: 'Voice: Amy (Flite slt ...)'. */
function voiceLine(voice: SpeechVoice): string {
  return voice.kind === 'server'
    ? `Voice: ${voice.voice.name} (${voice.voice.label})`
    : `Voice: ${voice.voice.name}`;
}
