import { Anchor, Badge, Box, Button, Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPhotoOff, IconPlus } from '@tabler/icons-react';
import type { ChartDetail } from '@dsb/core';
import { canAddChart, chartLabel, chartStatus, dimensionsText } from './chartStatus';
import { MUTED, LINK } from './look';

type Props = {
  detail: ChartDetail;
  addedHere: boolean;
  adding: boolean;
  /** Another chart is being added: one add at a time. */
  busy: boolean;
  onAdd: () => void;
};

const THUMB_WIDTH = 112;

/**
 * One image of a page (docs/product/data-collector.md): label, size, media URL, direct download,
 * status.
 */
export function ChartDetailRow({ detail, addedHere, adding, busy, onAdd }: Props) {
  const status = chartStatus(detail, addedHere);
  const label = chartLabel(detail);
  // Only charts in our storage are shown: skipped images would load from the third-party site.
  const showImage = detail.status === 'found' && detail.mediaURL;
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      data-testid="chart-detail"
      py="xs"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Box w={THUMB_WIDTH} style={{ flexShrink: 0 }}>
        {showImage ? (
          <Image
            src={detail.mediaURL}
            alt={label}
            w={THUMB_WIDTH}
            h={80}
            fit="contain"
            radius="sm"
            bg="var(--mantine-color-gray-light)"
            loading="lazy"
          />
        ) : (
          <ThemeIcon size={48} variant="light" color="gray" aria-hidden>
            <IconPhotoOff size={24} />
          </ThemeIcon>
        )}
      </Box>
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Text fw={600} size="sm" lineClamp={2} title={label}>
          {label}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Text size="xs" c={MUTED}>
            {dimensionsText(detail)}
          </Text>
          <Text size="xs" c={MUTED}>
            Direct download: {detail.isDirectDownload ? 'Yes' : 'No'}
          </Text>
        </Group>
        {detail.mediaURL && (
          <Anchor
            c={LINK}
            href={detail.mediaURL}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            truncate="end"
            title={detail.mediaURL}
          >
            {detail.mediaURL}
          </Anchor>
        )}
        <Group gap="xs" mt={2}>
          <ChartStatusView
            status={status}
            addable={canAddChart(detail)}
            adding={adding}
            busy={busy}
            onAdd={onAdd}
            label={label}
          />
        </Group>
      </Stack>
    </Group>
  );
}

type StatusProps = {
  status: ReturnType<typeof chartStatus>;
  addable: boolean;
  adding: boolean;
  busy: boolean;
  onAdd: () => void;
  label: string;
};

function ChartStatusView({ status, addable, adding, busy, onAdd, label }: StatusProps) {
  if (status.kind === 'addable') {
    if (!addable) return null;
    return (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={onAdd}
        loading={adding}
        disabled={busy && !adding}
        aria-label={`Add to Temp: ${label}`}
      >
        Add to Temp
      </Button>
    );
  }
  if (status.kind === 'skipped') {
    return (
      <Badge variant="light" color="gray" tt="none" data-testid="chart-status">
        {status.text}
      </Badge>
    );
  }
  return (
    <Badge
      variant="light"
      color="green"
      tt="none"
      leftSection={<IconCheck size={12} aria-hidden />}
      data-testid="chart-status"
    >
      {status.text}
    </Badge>
  );
}
