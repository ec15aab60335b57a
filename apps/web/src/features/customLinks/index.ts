/**
 * The custom-links feature's light public face (in the first page's bundle): a class link's
 * arrival and what it tells the pupil. The Custom Links screen and the class view are loaded
 * lazily by the app from their own modules.
 */
export { ClassLinkLanding } from './ClassLinkLanding';
export { ArrivalNoticeBanner } from './ArrivalNoticeBanner';
export { TeacherCanSee } from './TeacherCanSee';
export { useResumeClassLink } from './useResumeClassLink';
export { activeTrackingId } from './activeLink';
// For the review screen of teacher feedback (itself lazy): the class view's data and its
// read-only slide picture, which stay out of the first page because only lazy screens use them.
export { SlideImage } from './SlideImage';
export { fetchClassView, linkKeys } from './api';
