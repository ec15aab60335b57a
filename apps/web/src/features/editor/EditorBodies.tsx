import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { FeedbackPanel, useFeedbackPanel } from '../feedback';
import { CanvasArea } from './CanvasArea';
import { useLandscape, usePhoneSheet } from './editorLayout';
import { LeftMenu } from './LeftMenu';
import { PhoneSheet, PhoneTabBar } from './PhoneTools';
import { ScriptPanel } from './ScriptPanel';
import { SubToolbar } from './SubToolbar';
import { ToolPanel } from './ToolPanel';

/** What every layout of the editor's body shows (EditorPage picks the layout). */
export interface EditorBodyProps {
  storyId: string | null;
  slideIndex: number;
  loading: boolean;
  /** The object list (issue #18 item 2), when the page has one: placed by each layout. */
  objectList?: ReactNode;
}

const row = { flex: 1, minHeight: 0, display: 'flex' } as const;
const column = {
  flex: 1,
  minWidth: 0,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
} as const;

/** The sub-toolbar over the canvas: the page's main landmark in every layout. */
function SlideArea(props: { loading: boolean; fit: boolean }) {
  return (
    <Box component="main" style={column}>
      <SubToolbar />
      <CanvasArea {...props} />
    </Box>
  );
}

/**
 * Desktop (docs/product/editor.md): tool tabs, tool panel, the slide at 100%, the object list, the
 * script.
 */
export function DesktopBody({ storyId, slideIndex, loading, objectList }: EditorBodyProps) {
  // The feedback panel takes the tool panel's room (a tool tab brings the tools back).
  const feedbackOpen = useFeedbackPanel((s) => s.open);
  return (
    <Box style={row}>
      <LeftMenu />
      {!feedbackOpen && <ToolPanel storyId={storyId} slideIndex={slideIndex} />}
      <SlideArea loading={loading} fit={false} />
      {objectList}
      <ScriptPanel slideIndex={slideIndex} />
      <FeedbackPanel storyId={storyId} />
    </Box>
  );
}

/**
 * Tablet: tool tabs and panel on the left; the slide fitted to what is left, with the script
 * docked under it rather than beside it. The object list joins the dock where it has room (992
 * px and up), else it folds under the tool panel so the script keeps the dock's width.
 */
export function TabletBody({ storyId, slideIndex, loading, objectList }: EditorBodyProps) {
  const roomy = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const feedbackOpen = useFeedbackPanel((s) => s.open);
  const list = (width: number | undefined) =>
    objectList && (
      <Box
        // Width 0 stretched to 100%: the list takes its column's width and never widens it.
        style={{
          width: width ?? 0,
          minWidth: width ?? '100%',
          flexShrink: 0,
          maxHeight: width ? undefined : '45%',
          display: 'flex',
          flexDirection: 'column',
          borderTop: width ? undefined : '1px solid var(--mantine-color-gray-3)',
          borderInlineEnd: width ? undefined : '1px solid var(--mantine-color-gray-3)',
        }}
      >
        {objectList}
      </Box>
    );
  return (
    <Box style={row}>
      <LeftMenu />
      <Box style={{ display: 'flex', flexDirection: 'column', flexShrink: 0, minHeight: 0 }}>
        {!feedbackOpen && (
          <Box style={{ flex: 1, minHeight: 0, display: 'flex' }}>
            <ToolPanel storyId={storyId} slideIndex={slideIndex} />
          </Box>
        )}
        {!roomy && list(undefined)}
      </Box>
      <Box style={column}>
        <SlideArea loading={loading} fit />
        <Box
          data-testid="editor-dock"
          style={{
            display: 'flex',
            flexShrink: 0,
            maxHeight: '40%',
            borderTop: '1px solid var(--mantine-color-gray-3)',
          }}
        >
          <ScriptPanel slideIndex={slideIndex} placement="dock" />
          {roomy && list(220)}
        </Box>
      </Box>
      <FeedbackPanel storyId={storyId} />
    </Box>
  );
}

/**
 * Phone: the slide fitted to the screen's width, the object list folded under it, then the tab
 * bar; a tab opens its panel (or the script) in a sheet below, in place of the object list, and
 * the slide shrinks to stay whole above it. On a landscape screen the tab bar and the sheet
 * stand on the left instead, leaving the slide the full height.
 */
export function PhoneBody({ storyId, slideIndex, loading, objectList }: EditorBodyProps) {
  // With a panel open under the slide it needs every pixel; the list stays mounted (its dialogs).
  const feedbackOpen = useFeedbackPanel((s) => s.open);
  const sheetOpen = usePhoneSheet((s) => s.sheet !== null) || feedbackOpen;
  const landscape = useLandscape();
  useFeedbackSheet();
  const list = objectList && (
    <Box
      style={{
        flexShrink: 0,
        maxHeight: '30%',
        display: sheetOpen && !landscape ? 'none' : 'flex',
        flexDirection: 'column',
        borderTop: '1px solid var(--mantine-color-gray-3)',
      }}
      data-testid="phone-object-list"
    >
      {objectList}
    </Box>
  );
  if (landscape) {
    return (
      <Box style={row}>
        <PhoneTabBar vertical />
        <PhoneSheet storyId={storyId} slideIndex={slideIndex} beside />
        {feedbackOpen && <FeedbackPanel storyId={storyId} />}
        <Box style={column}>
          <SlideArea loading={loading} fit />
          {list}
        </Box>
      </Box>
    );
  }
  return (
    <>
      <SlideArea loading={loading} fit />
      {list}
      <PhoneTabBar />
      <PhoneSheet storyId={storyId} slideIndex={slideIndex} />
      <FeedbackPanel storyId={storyId} sheet />
    </>
  );
}

/**
 * On a phone the feedback panel takes the sheet's place under the slide: opening one closes the
 * other, and "show the sentence" opens the script there.
 */
function useFeedbackSheet() {
  const sheet = usePhoneSheet((s) => s.sheet);
  const feedbackOpen = useFeedbackPanel((s) => s.open);
  const highlight = useFeedbackPanel((s) => s.highlight);
  useEffect(() => {
    if (feedbackOpen) usePhoneSheet.getState().setSheet(null);
  }, [feedbackOpen]);
  useEffect(() => {
    if (sheet) useFeedbackPanel.getState().setOpen(false);
  }, [sheet]);
  useEffect(() => {
    if (highlight) usePhoneSheet.getState().setSheet('script');
  }, [highlight]);
}
