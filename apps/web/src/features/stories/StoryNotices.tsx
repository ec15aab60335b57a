import { LiveEndedNotice } from './LiveEndedNotice';

/** The dialog a page that edits the story shows when live editing ended. */
export function StoryNotices() {
  return <LiveEndedNotice />;
}
