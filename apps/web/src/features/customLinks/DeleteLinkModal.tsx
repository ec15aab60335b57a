import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { CustomLink } from '@dsb/core';
import { linkMessages } from './messages';

/**
 * Deleting asks for confirmation (docs/product/custom-links.md); the pupils' stories stay theirs.
 */
export function DeleteLinkModal({
  link,
  deleting,
  onCancel,
  onConfirm,
}: {
  link: CustomLink | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const M = linkMessages.deleteModal;
  const name = link?.name?.trim() || linkMessages.fields.unnamedLink();
  return (
    <Modal
      opened={link !== null}
      onClose={() => !deleting && onCancel()}
      title={M.title()}
      centered
      transitionProps={{ duration: 300 }}
    >
      <Stack gap="md">
        <Text size="sm">{M.body({ name })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={deleting}>
            {M.cancel()}
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleting}>
            {M.confirm()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
