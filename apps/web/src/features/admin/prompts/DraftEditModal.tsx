import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MAX_BIG_QUESTION_LENGTH, MAX_PROMPT_SCRIPT_LENGTH, type Topic } from '@dsb/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/http';
import { promptBodyFor, type DraftEntry } from './drafts';
import { DraftNotice } from './DraftCard';
import { initialTopics } from './topicEditing';
import { TopicEditor } from './TopicEditor';
import { DRAFT_ERRORS, useSaveDraft } from './useDrafts';
import { lengthHintProps } from '../../../ui/LengthHint';

type Props = { draft: DraftEntry | null; onClose: () => void; onSaved: (key: string) => void };

/** Said beside Save Prompt: saving a draft publishes it, it is not kept as a draft. */
export const SAVE_PUBLISHES_NOTE =
  'Save Prompt adds this prompt to the collection: students can choose it right away.';

/** The edit modal of a drafted prompt: Save Prompt adds it to the collection, and says so. */
export function DraftEditModal({ draft, onClose, onSaved }: Props) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened={draft !== null}
      onClose={busy ? () => undefined : onClose}
      closeOnEscape={!busy}
      title="Edit Prompt"
      size="lg"
      fullScreen={phone}
    >
      {draft && (
        <DraftEditForm
          key={draft.key}
          draft={draft}
          onCancel={onClose}
          onBusy={setBusy}
          onSaved={() => onSaved(draft.key)}
        />
      )}
    </Modal>
  );
}

type Errors = Partial<Record<'bigQuestion' | 'promptScript', string>>;

type FormProps = {
  draft: DraftEntry;
  onCancel: () => void;
  onBusy: (busy: boolean) => void;
  onSaved: () => void;
};

function DraftEditForm({ draft, onCancel, onBusy, onSaved }: FormProps) {
  const [bigQuestion, setBigQuestion] = useState(draft.bigQuestion);
  const [promptScript, setPromptScript] = useState(draft.promptScript);
  const [topics, setTopics] = useState<Topic[]>(() => initialTopics(draft.topics));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveDraft(onSaved);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = promptBodyFor(draft, { bigQuestion, promptScript, topics });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onBusy(true);
    save.mutate(checked.body, { onSettled: () => onBusy(false) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {draft.notice && <DraftNotice notice={draft.notice} />}
        <Textarea
          label="Big Question"
          value={bigQuestion}
          onChange={(event) => setBigQuestion(event.currentTarget.value)}
          error={errors.bigQuestion}
          {...lengthHintProps(bigQuestion, MAX_BIG_QUESTION_LENGTH)}
          autosize
          minRows={2}
          required
          disabled={save.isPending}
          data-autofocus
        />
        <Textarea
          label="Video Script"
          value={promptScript}
          onChange={(event) => setPromptScript(event.currentTarget.value)}
          error={errors.promptScript}
          {...lengthHintProps(promptScript, MAX_PROMPT_SCRIPT_LENGTH)}
          rows={6}
          required
          disabled={save.isPending}
        />
        <TopicEditor topics={topics} onChange={setTopics} disabled={save.isPending} />
        {save.isError && (
          <Alert
            color="red"
            title={DRAFT_ERRORS.save}
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="alert"
          >
            {errorMessage(save.error, 'The server could not be reached.')}
          </Alert>
        )}
        <Text size="sm" c="gray.7" id={`draft-save-note-${draft.key}`}>
          {SAVE_PUBLISHES_NOTE}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={save.isPending}
            aria-describedby={`draft-save-note-${draft.key}`}
          >
            Save Prompt
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
