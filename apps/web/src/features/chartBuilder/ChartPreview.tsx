import { Alert, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import {
  CHART_WARNING_LIMITS,
  chartWarnings,
  plottedPoints,
  type ChartData,
  type ChartSettings,
} from '@dsb/core/charts';
import { renderChart } from './chartRender';
import { CHART_BUILDER_UI as UI, warningText } from './messages';

/** How long the preview waits after a change, so typing a title stays smooth. */
export const PREVIEW_DEBOUNCE_MS = 80;

/**
 * The live preview (Vega to SVG, shown as a picture) and, under it, the gentle warnings with
 * why and Dismiss (docs/product/chart-builder.md, "Honest charts").
 */
export function ChartPreview(props: {
  settings: ChartSettings;
  data: ChartData;
  onDismiss: (warning: string) => void;
}) {
  const [settings] = useDebouncedValue(props.settings, PREVIEW_DEBOUNCE_MS);
  const { data } = props;
  const [picture, setPicture] = useState<{ url: string } | { failed: true } | null>(null);
  const empty = useMemo(() => plottedPoints(settings, data).length === 0, [settings, data]);

  useEffect(() => {
    let current = true;
    let url: string | null = null;
    const started = performance.now();
    renderChart(settings, data).then(
      ({ svg }) => {
        if (!current) return;
        url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
        setPicture({ url });
        performance.measure('chart-preview', { start: started });
      },
      (error: unknown) => {
        console.error('The chart preview failed', error);
        if (current) setPicture({ failed: true });
      },
    );
    return () => {
      current = false;
      if (url) setTimeout(() => URL.revokeObjectURL(url!), 1000);
    };
  }, [settings, data]);

  const warnings = chartWarnings(props.settings, data);
  return (
    <Stack gap="xs">
      <Box
        data-testid="chart-preview"
        style={{
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 6,
          background: 'white',
          minHeight: 120,
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {picture === null && <Loader size="sm" aria-label={UI.loading()} />}
        {picture && 'url' in picture && (
          <img
            src={picture.url}
            alt={UI.previewLabel()}
            style={{ width: '100%', height: 'auto' }}
          />
        )}
        {picture && 'failed' in picture && (
          <Text size="sm" c="red.8" p="sm" role="alert">
            {UI.previewFailed()}
          </Text>
        )}
      </Box>
      {empty && (
        <Text size="sm" c="dimmed" role="status">
          {UI.nothingPlotted()}
        </Text>
      )}
      {warnings.length > 0 && (
        <Stack gap={4} data-testid="chart-warnings" aria-label={UI.warningsHeading()} role="group">
          {warnings.map((warning, i) => (
            <Alert key={warning.id} color="yellow" variant="light" p="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Text size="xs">{warningText(warning.id, CHART_WARNING_LIMITS)}</Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="dark"
                  aria-label={UI.dismissWarning({ number: i + 1 })}
                  onClick={() => props.onDismiss(warning.id)}
                >
                  {UI.dismiss()}
                </Button>
              </Group>
            </Alert>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
