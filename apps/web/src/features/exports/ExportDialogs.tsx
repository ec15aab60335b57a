import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { showToast } from '../../ui/toast';
import { snapshotOpenStory, type ExportStory } from './exportStory';
import { exportMessages } from './messages';
import { GoogleSlidesModal } from './googleSlides/GoogleSlidesModal';
import { SlideExportModal } from './SlideExportModal';
import { VideoExportModal } from './video/VideoExportModal';

/** The exports a story has (the deck and Google Slides are issue #15). */
export type ExportKind = 'video' | 'pdf' | 'deck' | 'googleSlides';

/**
 * The export modals and the function that opens one for the open story. Kept by the editor page,
 * not the Share menu: the editor swaps its header when the window crosses the phone width (a
 * tablet turned, a window resized), and an export under way must not close with the old header.
 */
function useExportDialogs(): { open: (kind: ExportKind) => void; dialogs: ReactNode } {
  const [current, setCurrent] = useState<{ kind: ExportKind; story: ExportStory } | null>(null);
  const open = useCallback((kind: ExportKind) => {
    const story = snapshotOpenStory();
    if (!story) {
      showToast(exportMessages.openStoryFirst(), 'warning');
      return;
    }
    setCurrent({ kind, story });
  }, []);
  const close = useCallback(() => setCurrent(null), []);
  const storyFor = (kind: ExportKind) => (current?.kind === kind ? current.story : null);
  const dialogs = (
    <>
      <VideoExportModal story={storyFor('video')} onClose={close} />
      <SlideExportModal kind="pdf" story={storyFor('pdf')} onClose={close} />
      <SlideExportModal kind="deck" story={storyFor('deck')} onClose={close} />
      <GoogleSlidesModal story={storyFor('googleSlides')} onClose={close} />
    </>
  );
  return { open, dialogs };
}

const ExportOpener = createContext<((kind: ExportKind) => void) | null>(null);

/** Holds the export modals for everything inside it (the editor page). */
export function ExportDialogsProvider({ children }: { children: ReactNode }) {
  const { open, dialogs } = useExportDialogs();
  return (
    <ExportOpener.Provider value={open}>
      {children}
      {dialogs}
    </ExportOpener.Provider>
  );
}

/** Opens an export of the open story (the Share menu's items). */
export function useOpenExport(): (kind: ExportKind) => void {
  const open = useContext(ExportOpener);
  if (!open) throw new Error('useOpenExport is used outside ExportDialogsProvider');
  return open;
}
