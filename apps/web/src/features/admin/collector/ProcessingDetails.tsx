import { Box, Button, Code, Collapse, List, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { ScrapeResult } from '@dsb/core';
import { useId, useState } from 'react';
import { MUTED, ERROR_TEXT } from './look';

function DebugLog({ lines, label }: { lines: string[]; label: string }) {
  if (lines.length === 0) {
    return (
      <Text size="sm" c={MUTED}>
        No {label.toLowerCase()} entries.
      </Text>
    );
  }
  return (
    <Code
      block
      aria-label={label}
      tabIndex={0}
      style={{ maxHeight: 220, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
    >
      {lines.join('\n')}
    </Code>
  );
}

/**
 * The collapsible processing details of one URL (docs/product/data-collector.md): the chart
 * detection debug log and a summary of its chart details, and the database operations' debug log,
 * failed count and details.
 */
export function ProcessingDetails({ details }: { details: ScrapeResult['processingDetails'] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { chartDetection, databaseOperations } = details;
  const found = chartDetection.chartDetails.filter((d) => d.status === 'found').length;
  const skipped = chartDetection.chartDetails.length - found;
  return (
    <Box>
      <Button
        variant="subtle"
        size="xs"
        px={4}
        leftSection={
          open ? (
            <IconChevronDown size={16} aria-hidden />
          ) : (
            <IconChevronRight size={16} aria-hidden className="dsb-mirror" />
          )
        }
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Processing details
      </Button>
      <Collapse expanded={open} id={panelId} keepMounted={false}>
        <Stack gap="sm" pt="xs">
          <Stack gap={4}>
            <Title order={4} size="h6">
              Chart detection
            </Title>
            <Text size="sm">
              {chartDetection.chartDetails.length} images examined: {found} charts, {skipped}{' '}
              skipped.
            </Text>
            <DebugLog lines={chartDetection.debugLog} label="Chart detection debug log" />
          </Stack>
          <Stack gap={4}>
            <Title order={4} size="h6">
              Database operations
            </Title>
            <Text size="sm" c={databaseOperations.failed > 0 ? ERROR_TEXT : undefined}>
              Failed: {databaseOperations.failed}
            </Text>
            <DebugLog lines={databaseOperations.debugLog} label="Database operations debug log" />
            {databaseOperations.operationDetails.length > 0 && (
              <List size="sm" spacing={2}>
                {databaseOperations.operationDetails.map((detail, index) => (
                  <List.Item key={index}>{detail.message}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Stack>
      </Collapse>
    </Box>
  );
}
