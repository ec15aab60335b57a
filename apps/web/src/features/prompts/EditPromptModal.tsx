import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { fieldErrors } from '../../lib/formErrors';
import { useState, type FormEvent } from 'react';
import {
  MAX_BIG_QUESTION_LENGTH,
  MAX_PROMPT_SCRIPT_LENGTH,
  promptUpdateSchema,
  type Prompt,
} from '@dsb/core';
import { promptMessages } from './messages';
import { useUpdatePrompt } from './usePromptAdmin';
import { lengthHintProps } from '../../ui/LengthHint';

type Props = { prompt: Prompt | null; opened: boolean; onClose: () => void };

/** Admin edit of a prompt's question and script; topics are shown but not editable here. */
export function EditPromptModal({ prompt, opened, onClose }: Props) {
  return (
    <Modal
      opened={opened && prompt !== null}
      onClose={onClose}
      title={promptMessages.admin.editTitle()}
      size="lg"
    >
      {prompt && <EditPromptForm prompt={prompt} onDone={onClose} />}
    </Modal>
  );
}

type Errors = Partial<Record<'bigQuestion' | 'promptScript', string>>;

function EditPromptForm({ prompt, onDone }: { prompt: Prompt; onDone: () => void }) {
  const [bigQuestion, setBigQuestion] = useState(prompt.bigQuestion);
  const [promptScript, setPromptScript] = useState(prompt.promptScript);
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdatePrompt();
  const words = promptMessages.admin;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server validates too; this mirrors its rules for a message next to the field.
    const parsed = promptUpdateSchema.safeParse({ bigQuestion, promptScript });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, ['bigQuestion', 'promptScript']));
      return;
    }
    setErrors({});
    const { bigQuestion: q, promptScript: s } = parsed.data;
    update.mutate(
      { id: prompt._id, changes: { bigQuestion: q, promptScript: s } },
      { onSuccess: onDone },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Textarea
          label={words.bigQuestion()}
          value={bigQuestion}
          onChange={(e) => setBigQuestion(e.currentTarget.value)}
          error={errors.bigQuestion}
          {...lengthHintProps(bigQuestion, MAX_BIG_QUESTION_LENGTH)}
          autosize
          minRows={2}
          required
          data-autofocus
        />
        <Textarea
          label={words.script()}
          value={promptScript}
          onChange={(e) => setPromptScript(e.currentTarget.value)}
          error={errors.promptScript}
          {...lengthHintProps(promptScript, MAX_PROMPT_SCRIPT_LENGTH)}
          rows={6}
          required
        />
        <Textarea
          label={words.topics()}
          description={words.topicsHint()}
          value={JSON.stringify(prompt.topics, null, 2)}
          readOnly
          autosize
          minRows={2}
          maxRows={8}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {words.cancel()}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {words.save()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
