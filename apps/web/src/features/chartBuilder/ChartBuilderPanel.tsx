import { Accordion, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { draftAltText, type ChartSource } from '@dsb/core/charts';
import { AltTextReview } from './AltTextReview';
import { AnnotationsEditor } from './AnnotationsEditor';
import {
  requestFromObject,
  useChartBuilderRequest,
  type ChartBuilderRequest,
} from './builderRequest';
import {
  dataOf,
  insertProblem,
  sessionAfter,
  startState,
  type BuilderState,
  type PanelAction,
} from './builderState';
import { ChartForm } from './ChartForm';
import { ChartPreview } from './ChartPreview';
import { ColumnList } from './ColumnList';
import { FiltersEditor } from './FiltersEditor';
import { altTextMessages, altTextNumber, CHART_BUILDER_UI as UI } from './messages';
import { type BuilderEditor, useChartPlacing } from './useChartPlacing';
import type { RawTable } from './readData';
import { SourcePicker } from './SourcePicker';
import { SaveToEvidenceButton } from './SaveToEvidenceButton';
import { pupilChartOf } from './pupilChart';

function stateFrom(request: ChartBuilderRequest): BuilderState {
  const raw = { header: request.header, rows: request.rows };
  const state = startState(raw, request.source, request.sourceLine);
  if (!request.settings) return state;
  return { ...state, types: request.types ?? {}, settings: request.settings };
}

/**
 * "Make a chart" (docs/product/chart-builder.md): data in, columns checked, the chart built with
 * a live preview and gentle warnings, its alt text reviewed, then inserted on the slide or put in
 * place of the chart it was opened from. Loaded lazily: it brings Vega.
 */
export default function ChartBuilderPanel({
  editor,
  inSheet = false,
}: {
  editor: BuilderEditor;
  /** In the phone's sheet: too short to keep the preview in view while scrolling. */
  inSheet?: boolean;
}) {
  const session = useChartBuilderRequest((s) => s.session);
  const request = useChartBuilderRequest((s) => s.request);
  const setSession = useChartBuilderRequest((s) => s.setSession);
  const placing = useChartPlacing(editor);
  const state = session?.state ?? null;
  const mode = session?.mode ?? 'insert';
  const reviewing = session?.reviewing ?? false;
  const dispatch = (action: PanelAction) => setSession((current) => sessionAfter(current, action));
  const setReviewing = (on: boolean) =>
    setSession((current) => current && { ...current, reviewing: on });
  const load = (asked: ChartBuilderRequest | null) => {
    if (!asked) return;
    const { mode: to, targetId } = asked;
    setSession(() => ({ state: stateFrom(asked), mode: to, reviewing: false, targetId }));
  };
  // Data asked for from the evidence modal or a double-clicked chart.
  useEffect(() => {
    if (request) load(useChartBuilderRequest.getState().take());
  });

  const raw = state?.raw;
  const types = state?.types;
  const data = useMemo(() => (raw && types ? dataOf({ raw, types }) : null), [raw, types]);
  // Re-read the selection whenever the object list changes (a chart selected or let go).
  useSyncExternalStore(editor.status.subscribe, () => editor.status.get().objects);
  const selected = editor.getSelection();
  const reopenable = selected.length === 1 ? requestFromObject(selected[0]) : null;
  const selectedChart = reopenable ? pupilChartOf(selected[0]) : null;
  const saveSelected = selectedChart && <SaveToEvidenceButton chart={() => selectedChart} />;

  if (!state || !data) {
    return (
      <Stack gap="sm">
        {reopenable && <EditSelected onEdit={() => load(reopenable)} save={saveSelected} />}
        <SourcePicker
          onData={(table: RawTable, source: ChartSource) => {
            setSession(() => ({
              state: startState(table, source),
              mode: 'insert',
              reviewing: false,
            }));
          }}
        />
      </Stack>
    );
  }

  const settings = state.settings;
  const problem = insertProblem(state);
  if (reviewing) {
    return (
      <AltTextReview
        draft={draftAltText(settings, data, {
          messages: altTextMessages(),
          formatNumber: altTextNumber,
        })}
        mode={mode}
        busy={placing.busy}
        error={placing.error}
        onBack={() => setReviewing(false)}
        toSave={(altText) => ({
          chartData: data,
          chartSource: state.source,
          chartSettings: settings,
          altText,
        })}
        onPlace={(alt) =>
          void placing.place(state, data, alt, mode, session?.targetId).then((done) => {
            // An inserted chart is changed later from the slide (double-click, Edit this chart).
            if (done) setReviewing(false);
          })
        }
      />
    );
  }
  return (
    <Stack gap="sm" data-testid="chart-builder">
      {/* A chart selected on the slide other than the one open here: the keyboard's way in. */}
      {reopenable && (mode === 'insert' || reopenable.targetId !== session?.targetId) && (
        <EditSelected onEdit={() => load(reopenable)} save={saveSelected} />
      )}
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" lineClamp={2}>
          {state.source.label}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          style={{ flexShrink: 0 }}
          onClick={() => dispatch({ type: 'load', state: null })}
        >
          {UI.startOver()}
        </Button>
      </Group>
      {/* Beside the slide the preview stays in view while the controls under it scroll. */}
      <Box
        pos={inSheet ? undefined : 'sticky'}
        top={0}
        bg="var(--mantine-color-body)"
        py={4}
        style={{ zIndex: 3 }}
      >
        <ChartPreview
          settings={settings}
          data={data}
          onDismiss={(warning) => dispatch({ type: 'dismiss', warning })}
        />
      </Box>
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
      <Button disabled={!!problem} onClick={() => setReviewing(true)}>
        {UI.review()}
      </Button>
      <Accordion multiple defaultValue={['chart']} variant="separated">
        <Accordion.Item value="chart">
          <Accordion.Control>{UI.chartHeading()}</Accordion.Control>
          <Accordion.Panel>
            <ChartForm
              settings={settings}
              data={data}
              sourceError={problem}
              onPatch={(patch) => dispatch({ type: 'patch', patch })}
              onSuggest={() => dispatch({ type: 'suggest' })}
            />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="filters">
          <Accordion.Control>{UI.filtersHeading()}</Accordion.Control>
          <Accordion.Panel>
            <FiltersEditor
              data={data}
              filters={settings.filters}
              onChange={(filters) => dispatch({ type: 'patch', patch: { filters } })}
            />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="notes">
          <Accordion.Control>{UI.annotationsHeading()}</Accordion.Control>
          <Accordion.Panel>
            <AnnotationsEditor
              annotations={settings.annotations}
              onChange={(annotations) => dispatch({ type: 'patch', patch: { annotations } })}
            />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="columns">
          <Accordion.Control>{UI.columnsHeading()}</Accordion.Control>
          <Accordion.Panel>
            <ColumnList
              data={data}
              onRetype={(column, to) => dispatch({ type: 'retype', column, to })}
            />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}

function EditSelected({ onEdit, save }: { onEdit: () => void; save: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm">{UI.selectedChart()}</Text>
      <Group gap="xs">
        <Button variant="light" leftSection={<IconEdit size={16} aria-hidden />} onClick={onEdit}>
          {UI.editChart()}
        </Button>
        {save}
      </Group>
    </Stack>
  );
}
