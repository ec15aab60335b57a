import { Alert, Button, Group, Image, Modal, Stack, Textarea } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_ALT_TEXT_LENGTH, MAX_IMAGE_ALT_LENGTH } from '../../editor/model';
import { useAltTextPrompt, type AltTextRequest } from './altTextPrompt';
import { editorMessages } from './messages';

const M = editorMessages.altText;

/**
 * Asks for an image's alt text (issue #18 item 2): optional, but leaving it empty shows a reminder
 * first, and the save button then says it goes on without.
 */
export function AltTextDialog() {
  const request = useAltTextPrompt((s) => s.request);
  const close = useAltTextPrompt((s) => s.close);
  const cancel = () => {
    request?.onCancel?.();
    close();
  };
  return (
    <Modal opened={request !== null} onClose={cancel} title={request?.title ?? M.title()}>
      {request && (
        <AltTextForm
          key={`${request.title}|${request.preview}`}
          request={request}
          onDone={close}
          onCancel={cancel}
        />
      )}
    </Modal>
  );
}

function AltTextForm(props: { request: AltTextRequest; onDone: () => void; onCancel: () => void }) {
  const { request } = props;
  const [alt, setAlt] = useState(request.initial);
  const [reminded, setReminded] = useState(false);
  const empty = alt.trim() === '';
  const save = () => {
    if (empty && !reminded && !request.isChart) {
      setReminded(true);
      return;
    }
    // One line of text: line breaks and runs of spaces become single spaces.
    request.onSave(alt.replace(/\s+/g, ' ').trim());
    props.onDone();
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="sm">
        {request.preview && (
          // The picture is what the field describes: it has no alt text of its own.
          <Image src={request.preview} alt="" mah={160} fit="contain" radius="sm" />
        )}
        <Textarea
          label={M.label()}
          description={M.hint()}
          value={alt}
          onChange={(event) => {
            setAlt(event.currentTarget.value);
            setReminded(false);
          }}
          maxLength={request.isChart ? MAX_ALT_TEXT_LENGTH : MAX_IMAGE_ALT_LENGTH}
          autosize
          minRows={2}
          maxRows={6}
          data-autofocus
          // Enter saves, as in a one-line field: alt text has no line breaks.
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            save();
          }}
        />
        {reminded && empty && (
          <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />} role="alert">
            {M.reminder()}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {M.cancel()}
          </Button>
          <Button type="submit">
            {reminded && empty ? M.continueWithout() : request.saveLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
