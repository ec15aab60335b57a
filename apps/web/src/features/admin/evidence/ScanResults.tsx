import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import type { AdminEvidenceItem, DuplicateGroup, MissingImageItem } from '@dsb/core';
import { failureReason } from './api';
import type { PreviewImage } from './ImagePreviewModal';
import { EvidenceCard, Field, SourceLink } from './ItemCards';
import { EmptyState, ErrorState, LoadingState } from './ListStates';
import type { ScanKind } from './listState';
import { MANAGE_TEXT, scanDuplicatesFailed, scanMissingFailed } from './messages';
import { ManageCardGrid } from './ManageCardGrid';
import { EXCERPT } from './truncate';
import type { useScan } from './useManageData';

const MATCH_LABELS: Record<DuplicateGroup['match'], string> = {
  originalURL: 'Same original URL',
  image: 'Same image',
  both: 'Same original URL and image',
};

const MISSING_LABELS: Record<MissingImageItem['missingReason'], string> = {
  noImageUrl: 'No image URL',
  fileMissing: 'Stored file missing',
  notInStorage: 'Not in storage',
};

type Props = {
  kind: ScanKind;
  scan: ReturnType<typeof useScan>;
  onBack: () => void;
  onPreview: (image: PreviewImage) => void;
  onDelete: (item: AdminEvidenceItem) => void;
  /** Deletes every copy but the oldest of each group (they move to Deleted). */
  onDeleteExtras: (ids: string[]) => void;
};

/** Scan Options results on Evidence-Main: duplicate groups, or items missing a stored image. */
export function ScanResults({ kind, scan, onBack, onPreview, onDelete, onDeleteExtras }: Props) {
  const query = kind === 'duplicates' ? scan.duplicates : scan.missing;
  const deleteButton = (item: AdminEvidenceItem) => (
    <ActionIcon
      variant="subtle"
      color="red"
      c="red.8"
      size="lg"
      aria-label={`Delete ${item.label}`}
      onClick={() => onDelete(item)}
    >
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
  let body;
  if (query.isPending) {
    body = (
      <LoadingState
        text={
          kind === 'duplicates' ? 'Scanning for duplicates...' : 'Scanning for missing S3 URLs...'
        }
      />
    );
  } else if (query.isError) {
    const reason = failureReason(query.error);
    body = (
      <ErrorState
        text={kind === 'duplicates' ? scanDuplicatesFailed(reason) : scanMissingFailed(reason)}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (kind === 'duplicates' && scan.duplicates.data) {
    const { duplicateGroups, message, unreadableImages } = scan.duplicates.data;
    const extras = duplicateGroups.flatMap((group) => group.items.slice(1).map((item) => item._id));
    body =
      duplicateGroups.length === 0 ? (
        <EmptyState text={MANAGE_TEXT.noDuplicates} />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text role="status">{message}</Text>
            <Button color="red" c="red.9" variant="light" onClick={() => onDeleteExtras(extras)}>
              Delete Extra Copies ({extras.length})
            </Button>
          </Group>
          {unreadableImages > 0 && (
            <Text size="sm" c="gray.7">
              {unreadableImages} images could not be read and were compared by original URL only.
            </Text>
          )}
          {duplicateGroups.map((group, index) => (
            <Paper
              key={`${group.originalURL ?? 'image'}-${index}`}
              withBorder
              radius="md"
              p="sm"
              data-testid="duplicate-group"
            >
              <Stack gap="sm">
                <Group gap="xs" wrap="wrap">
                  <Badge variant="light" c="blue.8">
                    {MATCH_LABELS[group.match]}
                  </Badge>
                  <Badge variant="light" color="gray" c="gray.8">
                    {group.items[0]?.duplicateCount ?? group.items.length} items
                  </Badge>
                </Group>
                <Field label="Original URL">
                  <SourceLink url={group.originalURL} max={EXCERPT.originalURL} />
                </Field>
                <ManageCardGrid>
                  {group.items.map((item, position) => (
                    <EvidenceCard
                      key={item._id}
                      item={item}
                      layout="card"
                      details
                      onPreview={onPreview}
                      actions={
                        <>
                          {position === 0 && (
                            <Badge color="green" c="green.9" variant="light">
                              Oldest: kept
                            </Badge>
                          )}
                          {deleteButton(item)}
                        </>
                      }
                    />
                  ))}
                </ManageCardGrid>
              </Stack>
            </Paper>
          ))}
        </Stack>
      );
  } else if (scan.missing.data) {
    const { items, message } = scan.missing.data;
    body =
      items.length === 0 ? (
        <EmptyState text={MANAGE_TEXT.noMissing} />
      ) : (
        <Stack gap="md">
          <Text role="status">{message}</Text>
          <ManageCardGrid>
            {items.map((item) => (
              <EvidenceCard
                key={item._id}
                item={item}
                layout="card"
                details
                onPreview={onPreview}
                actions={
                  <>
                    <Badge color="orange" c="orange.9" variant="light">
                      {MISSING_LABELS[item.missingReason]}
                    </Badge>
                    {deleteButton(item)}
                  </>
                }
              />
            ))}
          </ManageCardGrid>
        </Stack>
      );
  }
  return (
    <Stack gap="md" data-testid="scan-results">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h3">
          {kind === 'duplicates' ? 'Duplicate Scan' : 'Missing Storage URLs Scan'}
        </Title>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden className="dsb-mirror" />}
          onClick={onBack}
        >
          Back to Evidence-Main
        </Button>
      </Group>
      {body}
    </Stack>
  );
}
