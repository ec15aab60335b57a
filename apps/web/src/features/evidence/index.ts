/** The evidence feature's public face, for the research page and the slide editor's Charts tab. */
export { EvidencePanel, type EvidencePanelProps } from './EvidencePanel';
export { EvidenceDetailModal, type EvidenceDetailModalProps } from './EvidenceDetailModal';
export { ChartDataDialog, type ChartDataDialogProps } from './ChartDataDialog';
export type { EvidenceLike, SavedEvidence } from './savedEvidence';
export { useShowEvidenceTopic } from './useEvidenceSearch';
export { EvidenceEditForm, type EvidenceUpdater } from './EvidenceEditForm';
