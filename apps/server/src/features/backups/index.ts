export { latestBackupAt } from './archive/catalog';
