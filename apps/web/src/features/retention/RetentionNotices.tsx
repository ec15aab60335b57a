import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconClockExclamation, IconDatabaseExport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
// The account menu's "All my data" dialog: this notice loads with the account's chunk.
import { formatDate, useInterfaceLanguage } from '../../i18n';
import { useAuth } from '../auth';
import { fetchMyNotices, retentionKeys } from './api';
import { dismissNotice, noticeId, visibleNotices, type RetentionNotice } from './dismissals';
import { retentionMessages as M } from './messages';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: notices show, dismissing lasts for this page
  }
};

/** A dialog that exports the person's data (the account's "All my data"). */
export type ExportDialog = ComponentType<{ opened: boolean; onClose: () => void }>;

/**
 * The signed-in person's warnings that data of theirs will be deleted soon (GET /api/me/notices,
 * docs/product/retention.md): one dismissible banner per notice, with a way to download a copy
 * first. Dismissing is remembered in this browser per notice; a later warning shows again.
 * `ExportDialog` is the account's "All my data" dialog, handed in by the account feature, which
 * this one does not import.
 */
export function RetentionNotices({ ExportDialog }: { ExportDialog: ExportDialog }) {
  useInterfaceLanguage();
  const { user } = useAuth();
  const notices = useQuery({
    queryKey: retentionKeys.notices,
    queryFn: fetchMyNotices,
    enabled: !!user,
  });
  const [dismissed, setDismissed] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);
  const store = storage();
  // Signed out (or just signed out): nothing to warn about.
  const all = user ? (notices.data?.notices ?? []) : [];
  const shown = (store ? visibleNotices(all, store) : all).filter(
    (notice) => !dismissed.includes(noticeId(notice)),
  );
  const dismiss = (notice: RetentionNotice) => {
    if (store) dismissNotice(notice, store);
    setDismissed([...dismissed, noticeId(notice)]);
  };
  return (
    <>
      {shown.length > 0 && (
        <Stack gap="sm" mb="md">
          {shown.map((notice) => (
            <Alert
              key={noticeId(notice)}
              color="orange"
              title={M.notice.title()}
              icon={<IconClockExclamation size={18} aria-hidden />}
              withCloseButton
              closeButtonLabel={M.notice.dismiss()}
              onClose={() => dismiss(notice)}
              data-testid="retention-notice"
            >
              <Stack gap={6} align="flex-start">
                <Text size="sm">
                  {M.notice.kinds[notice.kind]({
                    date: formatDate(notice.deleteFrom, { dateStyle: 'long' }),
                  })}{' '}
                  {M.notice.keepCopy()}
                </Text>
                <Group gap="sm">
                  <Button
                    size="xs"
                    variant="light"
                    color="orange"
                    leftSection={<IconDatabaseExport size={16} aria-hidden />}
                    onClick={() => setExporting(true)}
                  >
                    {M.notice.download()}
                  </Button>
                  <Button size="xs" variant="subtle" color="orange" component={Link} to="/privacy">
                    {M.links.policy()}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ))}
        </Stack>
      )}
      <ExportDialog opened={exporting} onClose={() => setExporting(false)} />
    </>
  );
}
