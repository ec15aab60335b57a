import { ScrollArea, Title } from '@mantine/core';
import { TOOL_TAB_LABELS, useEditorUi } from './editorUi';
import { AgentTab } from './panels/AgentTab';
import { ChartsPanel } from './panels/ChartsPanel';
import { DrawPanel } from './panels/DrawPanel';
import { HeadlinesTab } from './panels/HeadlinesTab';
import { ImagesPanel } from './panels/ImagesPanel';
import { ShapesPanel } from './panels/ShapesPanel';
import { TextPanel } from './panels/TextPanel';

/** The tool detail panel for the active tab. */
export function ToolPanel({ storyId, slideIndex }: { storyId: string | null; slideIndex: number }) {
  const tab = useEditorUi((s) => s.tab);
  return (
    <ScrollArea
      // The slide assistant's chat needs more room than the tool buttons.
      w={tab === 'agent' ? { base: 232, sm: 320 } : 232}
      p="md"
      style={{ borderRight: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
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
