import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { SLIDE_SWITCH_MARK } from '../../editor/fabric';
import { useChartBuilderRequest, useChartDoubleClick } from '../chartBuilder';
import { ExportDialogsProvider } from '../exports';
import { HandinGate, useFeedbackPanel } from '../feedback';
import { StoryNotices, storyStore, useUnsavedWarning } from '../stories';
import { Breadcrumb } from './Breadcrumb';
import { DesktopBody, PhoneBody, TabletBody } from './EditorBodies';
import { EditorInstance } from './EditorContext';
import { ObjectList } from './ObjectList';
import { openMakeChartTab } from './openMakeChart';
import { useEditorLayout, usePhoneSheet } from './editorLayout';
import { PhoneHeader } from './PhoneHeader';
import { ToolHeader } from './ToolHeader';
import { useCanvasBinding } from './useCanvasBinding';
import { useEditorStory } from './useEditorStory';
import { useScrollLock } from './useScrollLock';

const BODIES = { phone: PhoneBody, tablet: TabletBody, desktop: DesktopBody } as const;

/**
 * /tool?slide={index}&story={id}: the slide editor (docs/product/editor.md), laid out for a
 * phone, a tablet or a desktop (editorLayout.ts). It always fills the window exactly, so page
 * scrolling stays locked and every panel scrolls on its own. A handed-in story opens read-only
 * instead, until the teacher returns it (docs/product/feedback.md).
 */
export function EditorPage() {
  const [params] = useSearchParams();
  return (
    <HandinGate storyId={params.get('story')}>
      <LiveEditor />
    </HandinGate>
  );
}

function LiveEditor() {
  const { storyId, slideIndex, ready, goToSlide } = useEditorStory();
  const binding = useCanvasBinding(ready, slideIndex);
  const editor = binding.editor;
  const layout = useEditorLayout();
  // The canvas switches at once; the address and React follow (switch < 150 ms).
  const pickSlide = (index: number) => {
    performance.mark(SLIDE_SWITCH_MARK);
    binding.show(storyStore.getState().story?.slides[index]?.id ?? null);
    goToSlide(index);
  };
  useUnsavedWarning();
  useScrollLock();
  // Double-clicking a pupil's chart reopens the chart builder (docs/product/chart-builder.md).
  useChartDoubleClick(editor, openMakeChartTab);
  // The phone's sheet starts closed each time the editor opens: the slide comes first.
  useEffect(
    () => () => {
      usePhoneSheet.getState().setSheet(null);
      useFeedbackPanel.getState().setOpen(false);
      useChartBuilderRequest.getState().reset();
    },
    [],
  );
  const index = slideIndex ?? 0;
  const Header = layout === 'phone' ? PhoneHeader : ToolHeader;
  const Body = BODIES[layout];

  return (
    <EditorInstance.Provider value={editor}>
      <ExportDialogsProvider>
        <Box
          h="100dvh"
          style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
          data-layout={layout}
        >
          <Header
            storyId={storyId}
            slideIndex={index}
            breadcrumb={<Breadcrumb storyId={storyId} slideIndex={index} onPick={pickSlide} />}
            stacked={layout === 'tablet'}
          />
          <Body storyId={storyId} slideIndex={index} loading={!ready} objectList={<ObjectList />} />
        </Box>
      </ExportDialogsProvider>
      <StoryNotices />
    </EditorInstance.Provider>
  );
}
