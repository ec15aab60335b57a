/** Platform Statistics (docs/product/admin-stats.md) for the admin console's routes. */
export { PlatformStats } from './PlatformStats';
