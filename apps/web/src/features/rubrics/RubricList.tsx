import { Button, Card, EmptyState, Group, Modal, Stack, Text, Title } from '@mantine/core';
import {
  IconCopy,
  IconDownload,
  IconEdit,
  IconFileImport,
  IconListCheck,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { rubricTotals, type Rubric } from '@dsb/core';
import { formatDate } from '../../i18n';
import { errorMessage } from '../../lib/http';
import { showToast } from '../../ui/toast';
import { frameSafeDownload } from '../lti';
import { rubricCsvUrl } from './api';
import { ImportRubricModal } from './ImportRubricModal';
import { rubricText, RUBRICS_MESSAGES as M } from './messages';
import { useRubricMutations } from './useRubrics';

const editPath = (id: string) => `/rubrics/${encodeURIComponent(id)}`;

/** The teacher's rubrics with New rubric and Import CSV, and each one's actions. */
export function RubricList({ rubrics }: { rubrics: readonly Rubric[] }) {
  const { copy, remove } = useRubricMutations();
  const [importing, setImporting] = useState(false);
  const [toDelete, setToDelete] = useState<Rubric | null>(null);

  const copyRubric = (rubric: Rubric) =>
    copy.mutate(rubric.id, {
      onSuccess: (made) => showToast(M.copied({ name: made.name }), 'success'),
      onError: (error) => showToast(rubricText(errorMessage(error, M.copyFailed())), 'error'),
    });
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => showToast(M.deleted(), 'success'),
      onError: (error) => showToast(rubricText(errorMessage(error, M.deleteFailed())), 'error'),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="your-rubrics">
      <Group justify="space-between" gap="sm">
        <Title order={3} id="your-rubrics">
          {M.yourRubrics()}
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} aria-hidden />}
            onClick={() => setImporting(true)}
          >
            {M.importCsv()}
          </Button>
          <Button
            component={Link}
            to="/rubrics/new"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {M.newRubric()}
          </Button>
        </Group>
      </Group>
      {rubrics.length === 0 ? (
        <EmptyState icon={<IconListCheck size={24} aria-hidden />} py="lg">
          <EmptyState.Description c="gray.7">{M.empty()}</EmptyState.Description>
          <EmptyState.Description c="gray.7">{M.emptyHint()}</EmptyState.Description>
        </EmptyState>
      ) : (
        <Stack gap="sm" data-testid="rubric-list">
          {rubrics.map((rubric) => (
            <RubricCard
              key={rubric.id}
              rubric={rubric}
              copying={copy.isPending && copy.variables === rubric.id}
              onCopy={copyRubric}
              onDelete={setToDelete}
            />
          ))}
        </Stack>
      )}
      <ImportRubricModal opened={importing} onClose={() => setImporting(false)} />
      <Modal
        opened={toDelete !== null}
        onClose={() => !remove.isPending && setToDelete(null)}
        title={M.deleteTitle()}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{M.deleteBody({ name: toDelete?.name ?? '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setToDelete(null)} disabled={remove.isPending}>
              {M.cancel()}
            </Button>
            <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
              {M.delete()}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

type CardProps = {
  rubric: Rubric;
  copying: boolean;
  onCopy: (rubric: Rubric) => void;
  onDelete: (rubric: Rubric) => void;
};

function RubricCard({ rubric, copying, onCopy, onDelete }: CardProps) {
  const { maxTotal } = rubricTotals(rubric, {});
  const updated = formatDate(rubric.updatedAt, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={rubric.name}>
      <Stack gap="xs">
        <Title order={4} style={{ overflowWrap: 'anywhere' }}>
          {rubric.name}
        </Title>
        <Text size="sm" c="gray.7">
          {M.cardLine({
            summary: M.summary({ criteria: rubric.criteria.length, maxPoints: maxTotal }),
            updated: M.updated({ date: updated }),
          })}
        </Text>
        <Group gap="xs">
          <Button
            component={Link}
            to={editPath(rubric.id)}
            size="xs"
            leftSection={<IconEdit size={14} aria-hidden />}
            aria-label={M.editLabel({ name: rubric.name })}
          >
            {M.edit()}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconCopy size={14} aria-hidden />}
            loading={copying}
            onClick={() => onCopy(rubric)}
            aria-label={M.copyLabel({ name: rubric.name })}
          >
            {M.copy()}
          </Button>
          <Button
            component="a"
            href={rubricCsvUrl(rubric.id)}
            download
            onClick={frameSafeDownload}
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={M.exportLabel({ name: rubric.name })}
          >
            {M.exportCsv()}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onDelete(rubric)}
            aria-label={M.deleteLabel({ name: rubric.name })}
          >
            {M.delete()}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
