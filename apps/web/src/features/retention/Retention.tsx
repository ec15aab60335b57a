import { PrivacyPage } from './PrivacyPage';
import { RetentionNotices, type ExportDialog } from './RetentionNotices';

/**
 * The policy page (`page`) or the signed-in person's notices: one entry for both, so the first
 * page's code holds a single lazy import for them (it is at its budget, docs/performance.md).
 */
export function Retention({
  page = false,
  ExportDialog,
}: {
  page?: boolean;
  ExportDialog: ExportDialog;
}) {
  return page ? <PrivacyPage /> : <RetentionNotices ExportDialog={ExportDialog} />;
}
