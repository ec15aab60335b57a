import { Retention as RetentionView } from '../retention';
import { DataExportModal } from './DataExportModal';

/** Retention's page or notices, with this feature's "All my data" dialog for the notices. */
export function Retention({ page = false }: { page?: boolean }) {
  return <RetentionView page={page} ExportDialog={DataExportModal} />;
}
