import {
  Alert,
  Anchor,
  Button,
  Collapse,
  Grid,
  Group,
  Loader,
  Modal,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconChartDots,
  IconChevronDown,
  IconExternalLink,
  IconPlus,
} from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { ChatPanel, useChartTutor } from '../aiHelp';
import type { EvidenceDetail } from './api';
import { BookmarkButton } from './BookmarkButton';
import { DataTableView } from './DataTableView';
import { aroundSlot, evidenceMessages } from './messages';
import type { EvidenceLike } from './savedEvidence';
import { useEvidenceDetail } from './useEvidenceDetail';
import { useSavedEvidence } from './useSavedEvidence';
import { ZoomableImage } from './ZoomableImage';

export type EvidenceDetailModalProps = {
  /** The item clicked: a search result or a saved copy (the full item is fetched). */
  evidence: EvidenceLike | null;
  opened: boolean;
  onClose: () => void;
  /** The story saves go to; without an open story the modal is in 'Research Mode'. */
  storyId?: string | null;
  /** Shown as 'Add to canvas' when given (the slide editor). */
  onAddToCanvas?: (evidence: EvidenceLike) => void;
  /**
   * Shown as 'Make your own chart from this data' for a chart with a data table (the slide
   * editor: docs/product/chart-builder.md).
   */
  onMakeChart?: (evidence: EvidenceDetail) => void;
};

/**
 * The evidence modal (docs/product/evidence.md): zoomable chart, texts, source, data, bookmark, and
 * the chart tutor's chat column with region questions.
 */
export function EvidenceDetailModal(props: EvidenceDetailModalProps) {
  const { evidence, opened, onClose } = props;
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal.Root
      opened={opened && evidence !== null}
      onClose={onClose}
      size={1200}
      fullScreen={phone}
    >
      <Modal.Overlay />
      <Modal.Content>
        {evidence && <DetailBody key={evidence._id} {...props} evidence={evidence} />}
      </Modal.Content>
    </Modal.Root>
  );
}

function DetailBody({
  evidence,
  onClose,
  storyId,
  onAddToCanvas,
  onMakeChart,
}: EvidenceDetailModalProps & { evidence: EvidenceLike }) {
  const detail = useEvidenceDetail(evidence._id, evidence);
  const saved = useSavedEvidence(storyId);
  const [textOpen, setTextOpen] = useState(false);
  const [showData, setShowData] = useState(false);
  const [selecting, setSelecting] = useState(false);
  const tutor = useChartTutor(storyId, evidence._id, evidence);
  const item: EvidenceLike = detail.data ? { ...evidence, ...detail.data } : evidence;
  const src = item.imageURL ?? item.s3URL ?? null;
  const t = evidenceMessages.detail;
  const [beforeSource, afterSource] = aroundSlot(t.source, 'link');

  return (
    <>
      <Modal.Header style={{ alignItems: 'flex-start' }}>
        <Modal.Title fw={700} fz="lg" pe="xs">
          {item.label}
        </Modal.Title>
        <Group gap={4} wrap="nowrap">
          <BookmarkButton item={item} saved={saved} />
          <Modal.CloseButton aria-label={t.close()} />
        </Group>
      </Modal.Header>
      <Modal.Body>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm" data-testid="evidence-detail">
              {!saved.canSave && (
                <Text size="xs" c="dimmed" data-testid="research-mode-note">
                  {t.researchModeNote()}
                </Text>
              )}
              {detail.removed && (
                <Alert
                  color="yellow"
                  icon={<IconAlertTriangle size={18} aria-hidden />}
                  role="status"
                >
                  {t.removed()}
                </Alert>
              )}
              {src && (
                <ZoomableImage
                  src={src}
                  alt={item.altText ?? item.label}
                  selecting={selecting}
                  onRegion={(choice) => {
                    setSelecting(false); // selection mode is cleared once the question is asked
                    void tutor.askRegion(choice);
                  }}
                />
              )}

              <Group gap="sm" justify="space-between">
                <Switch
                  label={t.showData()}
                  checked={showData}
                  onChange={(e) => setShowData(e.currentTarget.checked)}
                  disabled={detail.removed}
                />
                <Group gap="xs">
                  {onAddToCanvas && (
                    <Button
                      leftSection={<IconPlus size={16} aria-hidden />}
                      onClick={() => {
                        onAddToCanvas(item);
                        onClose();
                      }}
                    >
                      {t.addToCanvas()}
                    </Button>
                  )}
                  {onMakeChart && detail.data?.dataTable?.rows.length ? (
                    <Button
                      variant="light"
                      leftSection={<IconChartDots size={16} aria-hidden />}
                      onClick={() => {
                        onMakeChart(detail.data);
                        onClose();
                      }}
                    >
                      {t.makeChart()}
                    </Button>
                  ) : null}
                </Group>
              </Group>

              {showData && <DataSection detail={detail} label={item.label} />}

              <Button
                variant="subtle"
                justify="space-between"
                fullWidth
                aria-expanded={textOpen}
                rightSection={
                  <IconChevronDown
                    size={16}
                    aria-hidden
                    style={{
                      transform: textOpen ? 'rotate(180deg)' : undefined,
                      transition: 'transform 150ms',
                    }}
                  />
                }
                onClick={() => setTextOpen(!textOpen)}
              >
                {t.texts()}
              </Button>
              <Collapse expanded={textOpen}>
                <Stack gap="xs" px="xs" data-testid="evidence-texts">
                  <Text size="sm">{item.description}</Text>
                  {item.research && (
                    <>
                      <Text size="sm" fw={600}>
                        {t.research()}
                      </Text>
                      <Text size="sm">{item.research}</Text>
                    </>
                  )}
                  {item.sourceURL && (
                    <Text size="sm">
                      {beforeSource}
                      <Anchor href={item.sourceURL} target="_blank" rel="noopener noreferrer">
                        {item.sourceLabel || item.sourceURL}
                        <IconExternalLink
                          size={14}
                          aria-label={t.opensInNewTab()}
                          style={{ marginInlineStart: 4, verticalAlign: 'text-bottom' }}
                        />
                      </Anchor>
                      {afterSource}
                    </Text>
                  )}
                </Stack>
              </Collapse>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ChatPanel
              title={t.tutor()}
              chat={tutor.chat}
              instructionsKind="chartAnalysis"
              bar={tutor.connection.bar}
              onRetryConnection={() => void tutor.connection.monitor.retry()}
              listHeight="min(52vh, 460px)"
              toolbar={
                src && (
                  <Switch
                    label={t.askSection()}
                    checked={selecting}
                    disabled={tutor.chat.status !== 'ready' || tutor.chat.busy}
                    onChange={(e) => setSelecting(e.currentTarget.checked)}
                  />
                )
              }
            />
          </Grid.Col>
        </Grid>
      </Modal.Body>
    </>
  );
}

function DataSection({
  detail,
  label,
}: {
  detail: ReturnType<typeof useEvidenceDetail>;
  label: string;
}) {
  if (detail.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{evidenceMessages.data.loading()}</Text>
      </Group>
    );
  if (detail.isError)
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
        {detail.removed ? evidenceMessages.detail.removed() : evidenceMessages.data.failed()}
      </Alert>
    );
  const table = detail.data.dataTable;
  if (!table || table.rows.length === 0)
    return <Text size="sm">{evidenceMessages.data.none()}</Text>;
  return <DataTableView table={table} label={label} />;
}
