import { Alert, Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  MAX_EVIDENCE_DESCRIPTION_LENGTH,
  MAX_EVIDENCE_LABEL_LENGTH,
  evidenceUpdateSchema,
  type EvidenceUpdate,
} from '@dsb/core';
import { useState, type FormEvent } from 'react';
import { fieldErrors } from '../../lib/formErrors';
import { lengthHintProps } from '../../ui/LengthHint';
import { evidenceMessages } from './messages';

type Errors = Partial<Record<'label' | 'description', string>>;

/** The mutation that saves the edit: the library's or the admin list's, each refreshing its own. */
export type EvidenceUpdater = {
  mutate: (
    input: EvidenceUpdate,
    callbacks: { onSuccess: () => void; onError?: (error: Error) => void },
  ) => void;
  isPending: boolean;
};

/**
 * Edit Evidence (docs/product/evidence.md): Title and Description, checked with the shared schema
 * for messages beside the fields. `failureText` shows a failed save in the form; without it the
 * updater reports failures itself.
 */
export function EvidenceEditForm(props: {
  item: { _id: string; label: string; description: string };
  update: EvidenceUpdater;
  onDone: () => void;
  failureText?: (error: Error) => string;
}) {
  const { item, update, onDone, failureText } = props;
  const [label, setLabel] = useState(item.label);
  const [description, setDescription] = useState(item.description);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const t = evidenceMessages.admin;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server validates too; this mirrors its rules for a message next to the field.
    const parsed = evidenceUpdateSchema.safeParse({ id: item._id, label, description });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, ['label', 'description']));
      return;
    }
    setErrors({});
    setFailure(null);
    update.mutate(parsed.data, {
      onSuccess: onDone,
      ...(failureText && { onError: (error: Error) => setFailure(failureText(error)) }),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t.titleField()}
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          error={errors.label}
          {...lengthHintProps(label, MAX_EVIDENCE_LABEL_LENGTH)}
          required
          data-autofocus
        />
        <Textarea
          label={t.descriptionField()}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
          {...lengthHintProps(description, MAX_EVIDENCE_DESCRIPTION_LENGTH)}
          autosize
          minRows={4}
          maxRows={12}
        />
        {failure && (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {t.cancel()}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t.save()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
