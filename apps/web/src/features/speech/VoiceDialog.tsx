import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Radio,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
  useDirection,
} from '@mantine/core';
import { IconSearch, IconVolume } from '@tabler/icons-react';
import type { SpeechVoiceInfo } from '@dsb/core';
import { useId, useState } from 'react';
import { speechMessages, voiceGroupName, voiceLabel, voiceName } from './messages';
import type { SpeechVoice } from './useSpeech';
import { filterVoices, groupVoices, serverVoiceId, type VoiceGroup } from './voices';

export interface VoiceDialogProps {
  opened: boolean;
  onClose: () => void;
  /** English browser voices in display order. */
  voices: SpeechSynthesisVoice[];
  /** The server's voices, listed after the browser's with what each really is. */
  serverVoices: SpeechVoiceInfo[];
  /** The id of the voice now in use (voiceURI or 'server:{name}'); it starts selected. */
  currentId: string | undefined;
  onPreview: (voice: SpeechVoice) => void;
  /** 'Apply Selection': the caller remembers the voice; the dialog then closes. */
  onApply: (id: string) => void;
}

/** 'Choose a voice' (docs/product/speech.md): search, grouped radios, previews, Apply. */
export function VoiceDialog({ opened, onClose, ...body }: VoiceDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={speechMessages.dialog.title()}
      centered
      transitionProps={{ duration: 300 }}
    >
      {/* Mounted only while open, so every opening starts from the voice in use. */}
      {opened && (
        <VoiceDialogBody
          {...body}
          onApply={(voiceURI) => {
            body.onApply(voiceURI);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

function VoiceDialogBody({
  voices,
  serverVoices,
  currentId,
  onPreview,
  onApply,
}: Omit<VoiceDialogProps, 'opened' | 'onClose'>) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  // Voices can arrive after opening: until a pick, follow the voice in use.
  const selected = picked ?? currentId ?? null;

  if (voices.length === 0 && serverVoices.length === 0) {
    return <Text c="dimmed">{speechMessages.problems.noVoices()}</Text>;
  }

  const groups = groupVoices(filterVoices(voices, search));
  const needle = search.trim().toLowerCase();
  const server = serverVoices.filter(
    (voice) =>
      !needle ||
      [voice.name, voice.label, voiceName(voice), voiceLabel(voice)].some((text) =>
        text.toLowerCase().includes(needle),
      ),
  );
  return (
    <Stack gap="md">
      <TextInput
        aria-label={speechMessages.dialog.searchLabel()}
        placeholder={speechMessages.dialog.searchPlaceholder()}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      <Radio.Group
        label={<VisuallyHidden>{speechMessages.dialog.voices()}</VisuallyHidden>}
        styles={{ label: { display: 'block', height: 0 } }}
        value={selected}
        onChange={setPicked}
      >
        <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
          <Stack gap="md">
            {voices.length === 0 && (
              <Text c="dimmed" size="sm">
                {speechMessages.problems.noVoices()}
              </Text>
            )}
            {groups.map((group) => (
              <VoiceGroupList key={group.name} group={group} onPreview={onPreview} />
            ))}
            {server.length > 0 && <ServerVoiceList voices={server} onPreview={onPreview} />}
            {groups.length === 0 && server.length === 0 && (
              <Text c="dimmed" size="sm">
                {speechMessages.dialog.noMatch({ search: search.trim() })}
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Radio.Group>
      <Group justify="flex-end">
        <Button disabled={!selected} onClick={() => selected && onApply(selected)}>
          {speechMessages.dialog.apply()}
        </Button>
      </Group>
    </Stack>
  );
}

function VoiceGroupList({
  group,
  onPreview,
}: {
  group: VoiceGroup<SpeechSynthesisVoice>;
  onPreview: (voice: SpeechVoice) => void;
}) {
  const headingId = useId();
  const side = useTooltipSide();
  return (
    <Stack gap={6} role="group" aria-labelledby={headingId}>
      <Text id={headingId} fw={600} size="sm">
        {voiceGroupName(group.name)}
      </Text>
      {group.voices.map((voice) => (
        <Group key={voice.voiceURI} justify="space-between" wrap="nowrap" gap="xs">
          <Radio value={voice.voiceURI} label={voice.name} description={voice.lang} />
          <Tooltip label={speechMessages.dialog.preview()} position={side}>
            <ActionIcon
              variant="subtle"
              aria-label={speechMessages.dialog.previewVoice({ voice: voice.name })}
              onClick={() => onPreview({ kind: 'browser', id: voice.voiceURI, voice })}
            >
              <IconVolume size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
    </Stack>
  );
}

/** The server's voices: each name with what it really is offline (e.g. 'Flite slt ...'). */
function ServerVoiceList({
  voices,
  onPreview,
}: {
  voices: SpeechVoiceInfo[];
  onPreview: (voice: SpeechVoice) => void;
}) {
  const headingId = useId();
  const side = useTooltipSide();
  return (
    <Stack gap={6} role="group" aria-labelledby={headingId}>
      <Text id={headingId} fw={600} size="sm">
        {speechMessages.dialog.serverHeading()}
      </Text>
      {voices.map((voice) => {
        const id = serverVoiceId(voice.name);
        return (
          <Group key={id} justify="space-between" wrap="nowrap" gap="xs">
            <Radio value={id} label={voiceName(voice)} description={voiceLabel(voice)} />
            <Tooltip label={speechMessages.dialog.preview()} position={side}>
              <ActionIcon
                variant="subtle"
                aria-label={speechMessages.dialog.previewVoice({ voice: voiceName(voice) })}
                onClick={() => onPreview({ kind: 'server', id, voice })}
              >
                <IconVolume size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      })}
    </Stack>
  );
}

/** The preview tooltips open towards the voice's name: left, or right in a right-to-left page. */
function useTooltipSide(): 'left' | 'right' {
  return useDirection().dir === 'rtl' ? 'right' : 'left';
}
