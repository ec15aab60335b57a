import { ActionIcon, Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { IconPencil, IconSettings, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EvidenceEditForm } from './EvidenceEditForm';
import { EVIDENCE_UI } from './messages';
import type { EvidenceLike } from './savedEvidence';
import { useDeleteEvidence, useUpdateEvidence } from './useEvidenceAdmin';

/** The admin's gear menu on a search result (docs/product/evidence.md). */
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

function EditForm({ item, onDone }: { item: EvidenceLike; onDone: () => void }) {
  return <EvidenceEditForm item={item} update={useUpdateEvidence()} onDone={onDone} />;
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
