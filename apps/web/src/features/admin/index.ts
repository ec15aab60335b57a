/** The admin console, loaded lazily by the app's router (admin code stays out of the first page). */
export { AdminConsole } from './AdminConsole';
