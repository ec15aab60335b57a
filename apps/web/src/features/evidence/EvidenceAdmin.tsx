import {
  ActionIcon,
  Button,
  Group,
  Menu,
  Modal,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPencil, IconSettings, IconTrash } from '@tabler/icons-react';
import { fieldErrors } from '../../lib/formErrors';
import { useState, type FormEvent } from 'react';
import {
  MAX_EVIDENCE_DESCRIPTION_LENGTH,
  MAX_EVIDENCE_LABEL_LENGTH,
  evidenceUpdateSchema,
} from '@dsb/core';
import { EVIDENCE_UI } from './messages';
import type { EvidenceLike } from './savedEvidence';
import { useDeleteEvidence, useUpdateEvidence } from './useEvidenceAdmin';

/** The admin's gear menu on a search result (spec 1 §2). */
export function EvidenceAdminMenu({ item }: { item: EvidenceLike }) {
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Evidence actions for ${item.label}`}
            title="Evidence actions"
            onClick={(event) => event.stopPropagation()}
          >
            <IconSettings size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setDialog('edit')}
          >
            Edit Evidence
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDialog('delete')}
          >
            Delete Evidence
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={dialog === 'edit'} onClose={() => setDialog(null)} title="Edit Evidence">
        {dialog === 'edit' && <EditForm item={item} onDone={() => setDialog(null)} />}
      </Modal>
      <DeleteEvidenceModal
        item={item}
        opened={dialog === 'delete'}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

type Errors = Partial<Record<'label' | 'description', string>>;

function EditForm({ item, onDone }: { item: EvidenceLike; onDone: () => void }) {
  const [label, setLabel] = useState(item.label);
  const [description, setDescription] = useState(item.description);
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateEvidence();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server validates too; this mirrors its rules for a message next to the field.
    const parsed = evidenceUpdateSchema.safeParse({ id: item._id, label, description });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, ['label', 'description']));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, { onSuccess: onDone });
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

function DeleteEvidenceModal(props: { item: EvidenceLike; opened: boolean; onClose: () => void }) {
  const remove = useDeleteEvidence();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Delete Evidence" centered>
      <Stack gap="md">
        <Text>{EVIDENCE_UI.confirmDelete}</Text>
        <Text fw={600}>{props.item.label}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(props.item._id, { onSuccess: props.onClose })}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
