import { Loader, ScrollArea, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { CHART_BUILDER_UI, loadChartBuilderPanel } from '../chartBuilder';
import { useEditor } from './EditorContext';
import { toolTabLabel, useEditorUi } from './editorUi';
import { editorMessages } from './messages';
import { AgentTab } from './panels/AgentTab';
import { ChartsPanel } from './panels/ChartsPanel';
import { DrawPanel } from './panels/DrawPanel';
import { HeadlinesTab } from './panels/HeadlinesTab';
import { ImagesPanel } from './panels/ImagesPanel';
import { ShapesPanel } from './panels/ShapesPanel';
import { TextPanel } from './panels/TextPanel';

// The chart builder brings Vega: loaded when its tab first opens, never with the editor.
const ChartBuilderPanel = lazy(loadChartBuilderPanel);

/** Tabs that need more room than the tool buttons: the assistant's chat, the chart builder. */
const wide = new Set(['agent', 'makeChart']);

/**
 * The tool detail panel for the active tab: a column beside the canvas, or (`inSheet`) the whole
 * width of the phone's bottom sheet.
 */
export function ToolPanel({
  storyId,
  slideIndex,
  inSheet = false,
}: {
  storyId: string | null;
  slideIndex: number;
  inSheet?: boolean;
}) {
  const tab = useEditorUi((s) => s.tab);
  const editor = useEditor();
  return (
    <ScrollArea
      // The slide assistant's chat needs more room than the tool buttons.
      w={inSheet ? '100%' : wide.has(tab) ? { base: 232, sm: 320 } : 232}
      h={inSheet ? '100%' : undefined}
      p="md"
      style={
        inSheet
          ? undefined
          : { borderInlineEnd: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }
      }
      aria-label={editorMessages.toolPanel.aria({ tab: toolTabLabel(tab) })}
      component="section"
    >
      <Title order={2} size="h5" mb="sm">
        {toolTabLabel(tab)}
      </Title>
      {tab === 'charts' && <ChartsPanel storyId={storyId} slideIndex={slideIndex} />}
      {tab === 'makeChart' && (
        <Suspense fallback={<Loader size="sm" aria-label={CHART_BUILDER_UI.loading()} />}>
          <ChartBuilderPanel editor={editor} inSheet={inSheet} />
        </Suspense>
      )}
      {tab === 'headlines' && <HeadlinesTab storyId={storyId} />}
      {tab === 'text' && <TextPanel />}
      {tab === 'images' && <ImagesPanel />}
      {tab === 'shapes' && <ShapesPanel />}
      {tab === 'draw' && <DrawPanel />}
      {tab === 'agent' && <AgentTab storyId={storyId} slideIndex={slideIndex} />}
    </ScrollArea>
  );
}
