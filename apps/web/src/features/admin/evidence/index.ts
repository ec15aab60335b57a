/** Evidence & article management: the console's manage-data view and the /admin/evidence page. */
export { ManageEvidence } from './ManageEvidence';
export { AdminEvidencePage } from './AdminEvidencePage';
