import { ConflictModal } from './ConflictModal';
import { LiveEndedNotice } from './LiveEndedNotice';

/** The dialogs a page that edits the story shows: a save conflict, and live editing ended. */
export function StoryNotices() {
  return (
    <>
      <ConflictModal />
      <LiveEndedNotice />
    </>
  );
}
