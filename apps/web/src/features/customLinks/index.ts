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
