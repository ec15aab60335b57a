import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconPlayerStop, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useSpeech } from './useSpeech';
import { PREVIEW_SENTENCE, SPEECH_MESSAGES } from './voices';
import { VoiceDialog } from './VoiceDialog';

export interface ScriptSpeechControlsProps {
  /** The slide's script, read aloud by Speak. */
  text: string;
}

/**
 * Speak / Stop and the voice settings dialog of the script panel (spec 1 §2, §4, §5). Speak is a
 * toggle: it shows the pause icon once speech has started, and pressing it again stops.
 */
export function ScriptSpeechControls({ text }: ScriptSpeechControlsProps) {
  const speech = useSpeech();
  const [dialogOpen, setDialogOpen] = useState(false);
  const speaking = speech.status === 'speaking';
  const unavailable = !speech.supported;

  return (
    <Stack gap={6} role="group" aria-label="Speech" data-speech-state={speech.status}>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          leftSection={
            speaking ? (
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
            ? `Voice: ${speech.voice.name}`
            : 'No voice chosen'}
      </Text>
      <VoiceDialog
        opened={dialogOpen}
        onClose={() => setDialogOpen(false)}
        voices={speech.voices}
        currentURI={speech.voice?.voiceURI}
        onPreview={(voice) => speech.speak(PREVIEW_SENTENCE, voice)}
        onApply={speech.chooseVoice}
      />
    </Stack>
  );
}
