import { ScrollArea, Title } from '@mantine/core';
import { TOOL_TAB_LABELS, useEditorUi } from './editorUi';
import { AgentTab } from './panels/AgentTab';
import { ChartsPanel } from './panels/ChartsPanel';
import { DrawPanel } from './panels/DrawPanel';
import { HeadlinesTab } from './panels/HeadlinesTab';
import { ImagesPanel } from './panels/ImagesPanel';
import { ShapesPanel } from './panels/ShapesPanel';
import { TextPanel } from './panels/TextPanel';

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
  return (
    <ScrollArea
      // The slide assistant's chat needs more room than the tool buttons.
      w={inSheet ? '100%' : tab === 'agent' ? { base: 232, sm: 320 } : 232}
      h={inSheet ? '100%' : undefined}
      p="md"
      style={
        inSheet
          ? undefined
          : { borderRight: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }
      }
      aria-label={`${TOOL_TAB_LABELS[tab]} panel`}
      component="section"
    >
      <Title order={2} size="h5" mb="sm">
        {TOOL_TAB_LABELS[tab]}
      </Title>
      {tab === 'charts' && <ChartsPanel storyId={storyId} slideIndex={slideIndex} />}
      {tab === 'headlines' && <HeadlinesTab storyId={storyId} />}
      {tab === 'text' && <TextPanel />}
      {tab === 'images' && <ImagesPanel />}
      {tab === 'shapes' && <ShapesPanel />}
      {tab === 'draw' && <DrawPanel />}
      {tab === 'agent' && <AgentTab storyId={storyId} slideIndex={slideIndex} />}
    </ScrollArea>
  );
}
