import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Menu,
  Modal,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconSettings, IconTrash } from '@tabler/icons-react';
import {
  MAX_EVIDENCE_DESCRIPTION_LENGTH,
  MAX_EVIDENCE_LABEL_LENGTH,
  evidenceUpdateSchema,
  type AdminEvidenceItem,
} from '@dsb/core';
import { useState, type FormEvent } from 'react';
import { fieldErrors } from '../../../lib/formErrors';
import { ApiError } from '../../../lib/http';
import { MANAGE_TEXT } from './messages';
import { useUpdateEvidence } from './useManageData';

type Item = Pick<AdminEvidenceItem, '_id' | 'label' | 'description'>;

/** The admin's gear menu on an evidence item (spec 2 §2): Edit Evidence and Delete Evidence. */
export function EvidenceGearMenu({ item, onDelete }: { item: Item; onDelete: () => void }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Evidence actions for ${item.label}`}
          >
            <IconSettings size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            Edit Evidence
          </Menu.Item>
          <Menu.Item
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
          >
            Delete Evidence
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={editing} onClose={() => setEditing(false)} title="Edit Evidence">
        {editing && <EditEvidenceForm item={item} onDone={() => setEditing(false)} />}
      </Modal>
    </>
  );
}

type Errors = Partial<Record<'label' | 'description', string>>;

/** Title and Description; the shared schema's rules give the messages beside the fields. */
function EditEvidenceForm({ item, onDone }: { item: Item; onDone: () => void }) {
  const [label, setLabel] = useState(item.label);
  const [description, setDescription] = useState(item.description);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateEvidence();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = evidenceUpdateSchema.safeParse({ id: item._id, label, description });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, ['label', 'description']));
      return;
    }
    setErrors({});
    setFailure(null);
    update.mutate(parsed.data, {
      onSuccess: onDone,
      // Spec 2 §8: the server's message, else 'Failed to update evidence'.
      onError: (error) =>
        setFailure(error instanceof ApiError ? error.message : MANAGE_TEXT.evidenceUpdateFailed),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Title"
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          error={errors.label}
          maxLength={MAX_EVIDENCE_LABEL_LENGTH}
          required
          data-autofocus
        />
        <Textarea
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
          maxLength={MAX_EVIDENCE_DESCRIPTION_LENGTH}
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
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
