import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_USER_MESSAGES, type AdminUser } from '@dsb/core';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../../lib/http';
import { showToast } from '../../../../ui/toast';
import type { ActivityFilters } from '../api';
import { findCachedUser } from '../useUsers';
import { ActivityFiltersBar } from './ActivityFiltersBar';
import { ActivityTimeline } from './ActivityTimeline';
import { emptyActivityText, showingText } from './activityLook';
import { activityError, downloadActivityCsv, useActivityLog } from './useActivityLog';

const ALL: ActivityFilters = { search: '', type: 'all', period: 'all' };

/**
 * A user's Activity Log (docs/product/admin-users.md) at /admin/users/{id}/activity, over the User
 * Manager. The title's name comes from the row that opened it, or from a loaded list page after a
 * reload.
 */
export function ActivityLogModal() {
  const { userId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const fromRow = (location.state as { user?: AdminUser } | null)?.user;
  const user = fromRow?._id === userId ? fromRow : findCachedUser(queryClient, userId);
  const name = user?.displayName ?? null;

  const [filters, setFilters] = useState<ActivityFilters>(ALL);
  const [searchText, setSearchText] = useState('');
  const [exporting, setExporting] = useState(false);
  const applySearch = useDebouncedCallback(
    (search: string) => setFilters((current) => ({ ...current, search })),
    300,
  );
  const log = useActivityLog(userId, filters);
  const entries = log.data?.pages.flatMap((page) => page.activityLog) ?? [];
  const total = log.data?.pages[0]?.total ?? 0;

  const close = () => void navigate({ pathname: '/admin/users', search: location.search });
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadActivityCsv(userId, name ?? 'user', filters);
    } catch (error) {
      showToast(errorMessage(error, 'Failed to export the activity log'), 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Modal
      opened
      onClose={close}
      title={name ? `${name}: Activity Log` : 'Activity Log'}
      size="xl"
      fullScreen={phone}
    >
      <Stack gap="md">
        <ActivityFiltersBar
          filters={filters}
          searchText={searchText}
          onSearchText={(text) => {
            setSearchText(text);
            applySearch(text);
          }}
          onChange={setFilters}
          exporting={exporting}
          canExport={!log.isPending && !log.isError && total > 0}
          onExport={() => void exportCsv()}
        />
        {log.isPending ? (
          <Center py="xl" role="status">
            <Group gap="sm">
              <Loader size="sm" />
              <Text c="dimmed">{ADMIN_USER_MESSAGES.loadingActivity}</Text>
            </Group>
          </Center>
        ) : log.isError ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {activityError(log.error)}
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed" role="status" aria-live="polite">
              {showingText(entries.length, total)}
            </Text>
            {entries.length === 0 ? (
              <Text ta="center" c="dimmed" py="lg">
                {emptyActivityText(filters, log.data?.pages[0]?.unfilteredTotal ?? 0)}
              </Text>
            ) : (
              <ActivityTimeline entries={entries} />
            )}
            {log.hasNextPage && (
              <Button
                variant="default"
                onClick={() => void log.fetchNextPage()}
                loading={log.isFetchingNextPage}
                style={{ alignSelf: 'center' }}
              >
                Load more
              </Button>
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}
