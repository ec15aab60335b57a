/** Platform Statistics (spec 2 §2) for the admin console's routes. */
export { PlatformStats } from './PlatformStats';
