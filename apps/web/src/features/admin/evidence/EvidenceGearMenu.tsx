import { ActionIcon, Menu, Modal } from '@mantine/core';
import { IconPencil, IconSettings, IconTrash } from '@tabler/icons-react';
import type { AdminEvidenceItem } from '@dsb/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/http';
import { EvidenceEditForm } from '../../evidence';
import { MANAGE_TEXT } from './messages';
import { useUpdateEvidence } from './useManageData';

type Item = Pick<AdminEvidenceItem, '_id' | 'label' | 'description'>;

/**
 * The admin's gear menu on an evidence item (docs/product/admin-evidence.md): Edit Evidence and
 * Delete Evidence.
 */
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

/** The server's message, else 'Failed to update evidence'. */
const updateFailure = (error: Error) =>
  error instanceof ApiError ? error.message : MANAGE_TEXT.evidenceUpdateFailed;

function EditEvidenceForm({ item, onDone }: { item: Item; onDone: () => void }) {
  const update = useUpdateEvidence();
  return (
    <EvidenceEditForm item={item} update={update} onDone={onDone} failureText={updateFailure} />
  );
}
