/** Roster Import (docs/product/admin-console.md): a OneRoster 1.2 CSV bundle, previewed first. */
export { RosterImport } from './RosterImport';
