import { Box } from '@mantine/core';
import { SLIDE_SWITCH_MARK } from '../../editor/fabric';
import { ConflictModal, storyStore, useAutosave } from '../stories';
import { Breadcrumb } from './Breadcrumb';
import { CanvasArea } from './CanvasArea';
import { EditorInstance } from './EditorContext';
import { LeftMenu } from './LeftMenu';
import { ObjectList } from './ObjectList';
import { ScriptPanel } from './ScriptPanel';
import { SubToolbar } from './SubToolbar';
import { ToolHeader } from './ToolHeader';
import { ToolPanel } from './ToolPanel';
import { useCanvasBinding } from './useCanvasBinding';
import { useEditorStory } from './useEditorStory';
import { useScrollLock } from './useScrollLock';

/** /tool?slide={index}&story={id}: the slide editor (spec 1 §2 "Slide editor"). */
export function EditorPage() {
  const { storyId, slideIndex, ready, goToSlide } = useEditorStory();
  const binding = useCanvasBinding(ready, slideIndex);
  const editor = binding.editor;
  // The canvas switches at once; the address and React follow (DESIGN §7: switch < 150 ms).
  const pickSlide = (index: number) => {
    performance.mark(SLIDE_SWITCH_MARK);
    binding.show(storyStore.getState().story?.slides[index]?.id ?? null);
    goToSlide(index);
  };
  useAutosave();
  useScrollLock();
  const index = slideIndex ?? 0;

  return (
    <EditorInstance.Provider value={editor}>
      <Box h="100dvh" style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
        <ToolHeader
          storyId={storyId}
          slideIndex={index}
          breadcrumb={<Breadcrumb storyId={storyId} slideIndex={index} onPick={pickSlide} />}
        />
        <Box style={{ flex: 1, minHeight: 0, display: 'flex' }}>
          <LeftMenu />
          <ToolPanel storyId={storyId} slideIndex={index} />
          <Box
            component="main"
            style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
          >
            <SubToolbar />
            <CanvasArea loading={!ready} />
          </Box>
          <ObjectList />
          <ScriptPanel slideIndex={index} />
        </Box>
      </Box>
      <ConflictModal />
    </EditorInstance.Provider>
  );
}
