import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { DeletionCertificate } from '@dsb/core';
import { useEffect, useRef } from 'react';

type Props = { certificate: DeletionCertificate; onDone: () => void };

/** Saves the certificate as a JSON file (the admin's copy of the proof). */
function download(certificate: DeletionCertificate) {
  const blob = new Blob([JSON.stringify(certificate, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `deletion-certificate-${certificate.id}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The deletion's certificate after Delete User (docs/product/admin-users.md): what went, counted
 * per place of the data inventory, and a link to the copy the server keeps.
 */
export function CertificatePanel({ certificate, onDone }: Props) {
  const removed = Object.entries(certificate.removed).sort(([a], [b]) => a.localeCompare(b));
  const kept = Object.entries(certificate.keptWithOthers);
  // The modal's content changes under the keyboard (the Delete button is gone): focus moves here.
  const done = useRef<HTMLButtonElement>(null);
  useEffect(() => done.current?.focus(), []);
  return (
    <Stack gap="sm">
      <Text size="sm">
        {certificate.status === 'done'
          ? `Deleted completely on ${new Date(certificate.completedAt ?? certificate.requestedAt).toLocaleString()}.`
          : 'The rows are deleted; some files could not be removed yet. The server finishes at its next start.'}
      </Text>
      <Text size="xs" c="dimmed">
        Certificate {certificate.id}
      </Text>
      <Table.ScrollContainer minWidth={240} mah={240}>
        <Table striped withTableBorder aria-label="What was removed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Removed from</Table.Th>
              <Table.Th ta="right">Count</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {removed.map(([item, count]) => (
              <Table.Tr key={item}>
                <Table.Td>{item}</Table.Td>
                <Table.Td ta="right">{count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {kept.length > 0 && (
        <Text size="sm">
          Handed on to others: {kept.map(([item, count]) => `${count} ${item}`).join(', ')}.
        </Text>
      )}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Anchor
          href={`/api/admin/deletions/${certificate.id}`}
          target="_blank"
          rel="noreferrer"
          size="sm"
        >
          View certificate
        </Anchor>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => download(certificate)}
          >
            Download certificate
          </Button>
          <Button ref={done} onClick={onDone}>
            Done
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
