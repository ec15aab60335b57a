/** The admin console, loaded lazily by the app's router (admin code stays out of the first page). */
export { AdminConsole } from './AdminConsole';
/** The /admin/evidence page (its own route: the app's guard, not the console's shell). */
export { AdminEvidencePage } from './evidence';
