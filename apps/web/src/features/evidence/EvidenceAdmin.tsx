import { ActionIcon, Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { IconPencil, IconSettings, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EvidenceEditForm } from './EvidenceEditForm';
import { evidenceMessages } from './messages';
import type { EvidenceLike } from './savedEvidence';
import { useDeleteEvidence, useUpdateEvidence } from './useEvidenceAdmin';

/** The admin's gear menu on a search result (docs/product/evidence.md). */
export function EvidenceAdminMenu({ item }: { item: EvidenceLike }) {
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const t = evidenceMessages.admin;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t.actionsFor({ label: item.label })}
            title={t.actions()}
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
            {t.edit()}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDialog('delete')}
          >
            {t.delete()}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={dialog === 'edit'} onClose={() => setDialog(null)} title={t.edit()}>
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
  const t = evidenceMessages.admin;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t.delete()} centered>
      <Stack gap="md">
        <Text>{t.confirmDelete()}</Text>
        <Text fw={600}>{props.item.label}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={remove.isPending}>
            {t.cancel()}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(props.item._id, { onSuccess: props.onClose })}
          >
            {t.deleteButton()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
