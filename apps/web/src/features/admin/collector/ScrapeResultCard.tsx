import {
  Anchor,
  Badge,
  Group,
  Image,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ScrapeResult } from '@dsb/core';
import { chartKey } from './chartStatus';
import { ChartDetailRow } from './ChartDetailRow';
import { ProcessingDetails } from './ProcessingDetails';
import type { AddChart } from './useAddChart';
import { MUTED, LINK, ERROR_TEXT } from './look';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Text size="sm">
      <Text span c={MUTED} inherit>
        {label}:
      </Text>{' '}
      <Text span fw={600} inherit>
        {value}
      </Text>
    </Text>
  );
}

/**
 * One URL's result (docs/product/data-collector.md): outcome, message, errors, counts, sample,
 * charts, details.
 */
export function ScrapeResultCard({ result, adder }: { result: ScrapeResult; adder: AddChart }) {
  const details = result.processingDetails.chartDetection.chartDetails;
  // Charts first, then what was skipped; each keeps its index as its identity.
  const ordered = details
    .map((detail, index) => ({ detail, key: chartKey(result.url, index) }))
    .sort((a, b) => Number(a.detail.status === 'skipped') - Number(b.detail.status === 'skipped'));
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="scrape-result">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Badge
            color={result.success ? 'green' : 'red'}
            variant="light"
            leftSection={
              result.success ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />
            }
            style={{ flexShrink: 0 }}
          >
            {result.success ? 'Success' : 'Failed'}
          </Badge>
          <Title order={3} size="h5" style={{ minWidth: 0 }}>
            <Anchor
              c={LINK}
              href={result.url}
              target="_blank"
              rel="noopener noreferrer"
              inherit
              style={{ overflowWrap: 'anywhere' }}
            >
              {result.url}
            </Anchor>
          </Title>
        </Group>
        {result.message && <Text size="sm">{result.message}</Text>}
        <Group gap="lg" wrap="wrap">
          <Stat label="Charts found" value={result.chartsFound} />
          <Stat label="Charts saved" value={result.chartsSaved} />
          <Stat label="Skipped charts" value={result.skippedCharts} />
        </Group>
        {result.errors.length > 0 && (
          <Stack gap={2}>
            <Text size="sm" fw={600} c={ERROR_TEXT}>
              Errors
            </Text>
            <List size="sm" c={ERROR_TEXT} spacing={2} style={{ overflowWrap: 'anywhere' }}>
              {result.errors.map((error, index) => (
                <List.Item key={index}>{error.message}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        {result.sample && (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Image
              src={result.sample.mediaURL}
              alt="Sample chart"
              w={160}
              h={110}
              fit="contain"
              radius="sm"
              bg="var(--mantine-color-gray-light)"
              style={{ flexShrink: 0 }}
            />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="xs" c={MUTED} fw={600}>
                Sample
              </Text>
              <Text size="sm" lineClamp={4} title={result.sample.description}>
                {result.sample.description || 'No description'}
              </Text>
            </Stack>
          </Group>
        )}
        {ordered.length > 0 && (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              Chart details ({ordered.length})
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing={0}>
              {ordered.map(({ detail, key }) => (
                <ChartDetailRow
                  key={key}
                  detail={detail}
                  addedHere={adder.isAdded(key)}
                  adding={adder.pendingKey === key}
                  busy={adder.pendingKey !== null}
                  onAdd={() => adder.add({ key, detail, pageUrl: result.url })}
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}
        <ProcessingDetails details={result.processingDetails} />
      </Stack>
    </Paper>
  );
}
