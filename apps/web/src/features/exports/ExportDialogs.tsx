import { useCallback, useState, type ReactNode } from 'react';
import { showToast } from '../../ui/toast';
import { snapshotOpenStory, type ExportStory } from './exportStory';
import { GoogleSlidesModal } from './googleSlides/GoogleSlidesModal';
import { SlideExportModal } from './SlideExportModal';
import { VideoExportModal } from './video/VideoExportModal';

/** The exports a story has (spec 3 §2 Share dropdown; the deck and Google Slides are issue #15). */
export type ExportKind = 'video' | 'pdf' | 'deck' | 'googleSlides';

/**
 * The export modals and the function that opens one for the open story. The Share menu renders
 * `dialogs` and calls `open` from its items.
 */
export function useExportDialogs(): { open: (kind: ExportKind) => void; dialogs: ReactNode } {
  const [current, setCurrent] = useState<{ kind: ExportKind; story: ExportStory } | null>(null);
  const open = useCallback((kind: ExportKind) => {
    const story = snapshotOpenStory();
    if (!story) {
      showToast('Open a story to export it.', 'warning');
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
