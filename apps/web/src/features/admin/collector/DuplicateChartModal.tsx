import {
  Alert,
  Anchor,
  Button,
  Group,
  Image,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { EVIDENCE_ADMIN_MESSAGES } from '@dsb/core';
import type { ReactNode } from 'react';
import { chartLabel, dimensionsText } from './chartStatus';
import type { DuplicateState } from './useAddChart';
import { MUTED, LINK } from './look';

const COLLECTION_NAMES = { temp: 'Evidence-Temp', main: 'Evidence-Main', deleted: 'Deleted' };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span c={MUTED} inherit>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

function Link({ url }: { url: string | null | undefined }) {
  if (!url) return <>None</>;
  return (
    <Anchor c={LINK} href={url} target="_blank" rel="noopener noreferrer" inherit title={url}>
      {url}
    </Anchor>
  );
}

type ChartSide = {
  heading: string;
  image: string | null;
  label: string;
  description: string;
  children: ReactNode;
};

function Side({ heading, image, label, description, children }: ChartSide) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid={`duplicate-${heading.toLowerCase().replace(' ', '-')}`}
    >
      <Stack gap="xs">
        <Title order={3} size="h5">
          {heading}
        </Title>
        {image ? (
          <Image
            src={image}
            alt={`${heading}: ${label}`}
            h={180}
            fit="contain"
            radius="sm"
            bg="var(--mantine-color-gray-light)"
          />
        ) : (
          <Text size="sm" c={MUTED}>
            No image
          </Text>
        )}
        <Text fw={600} size="sm">
          {label}
        </Text>
        <Text size="sm" lineClamp={4} title={description}>
          {description || 'No description'}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

type Props = {
  duplicate: DuplicateState | null;
  adding: boolean;
  onAddAnyway: () => void;
  onCancel: () => void;
};

/**
 * The existing chart against the new one (docs/product/data-collector.md); 'Add Anyway' adds it
 * with force on.
 */
export function DuplicateChartModal({ duplicate, adding, onAddAnyway, onCancel }: Props) {
  return (
    <Modal opened={duplicate !== null} onClose={onCancel} title="Duplicate chart" size="xl">
      {duplicate && (
        <Stack gap="md">
          <Alert color="yellow" role="alert">
            {EVIDENCE_ADMIN_MESSAGES.duplicate}
          </Alert>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Side
              heading="Existing chart"
              image={duplicate.existingChart.s3URL ?? duplicate.existingChart.imageURL}
              label={duplicate.existingChart.label}
              description={duplicate.existingChart.description}
            >
              <Field label="Collection">
                {COLLECTION_NAMES[duplicate.existingChart.collection]}
              </Field>
              <Field label="Source URL">
                <Link url={duplicate.existingChart.sourceURL} />
              </Field>
              <Field label="Original URL">
                <Link url={duplicate.existingChart.originalURL} />
              </Field>
              <Field label="Added">
                {new Date(duplicate.existingChart.createdAt).toLocaleString()}
              </Field>
            </Side>
            <Side
              heading="New chart"
              image={duplicate.detail.mediaURL}
              label={chartLabel(duplicate.detail)}
              description={duplicate.detail.description}
            >
              <Field label="Size">{dimensionsText(duplicate.detail)}</Field>
              <Field label="Source URL">
                <Link url={duplicate.pageUrl} />
              </Field>
              <Field label="Original URL">
                <Link url={duplicate.detail.originalURL} />
              </Field>
            </Side>
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button onClick={onAddAnyway} loading={adding}>
              Add Anyway
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
