import { Badge, Stack, Tabs, Title } from '@mantine/core';
import type { AdminArticle, AdminEvidenceItem } from '@dsb/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '../../../ui/toast';
import { useAdminShortcut } from '../shell';
import { ActiveFilters } from './ActiveFilters';
import { failureReason } from './api';
import { DeleteConfirmModal, useDeleteConfirmation } from './DeleteConfirmModal';
import type { DeleteScope } from './deleteRequest';
import { ImagePreviewModal, type PreviewImage } from './ImagePreviewModal';
import {
  MANAGE_TABS,
  NO_FILTERS,
  TAB_COLLECTION,
  TAB_LABELS,
  filtersEnabled,
  manageStateFromParams,
  manageStateToParams,
  withFilters,
  withTab,
  type ManageState,
  type ManageTab,
} from './listState';
import { ManageListBody } from './ManageListBody';
import { ManageToolbar } from './ManageToolbar';
import { MANAGE_TEXT } from './messages';
import { pageCount } from './paging';
import { PupilChartsSection } from './PupilChartsSection';
import { ScanResults } from './ScanResults';
import { allOrNone, emptySelection, headerState, selectedOn, toggled } from './selection';
import { SyncBanner, useSyncBanner } from './SyncBanner';
import { useManageList, useRestore, useScan, useSync, useTabCounts } from './useManageData';
import { useSearchParamsUpdate } from '../../../lib/useSearchParamsUpdate';

const SCOPES: Record<Exclude<ManageTab, 'deleted'>, DeleteScope> = {
  'evidence-temp': 'temp',
  'evidence-main': 'main',
  articles: 'articles',
};

/** Binds Ctrl/Cmd+F only while it has something to focus, so the browser keeps it otherwise. */
function FocusFilterShortcut({ onFocus }: { onFocus: () => void }) {
  useAdminShortcut('focus-filter', onFocus);
  return null;
}

/**
 * Manage Evidence & Articles (docs/product/admin-evidence.md): four tabs with counts, grid/list,
 * filters, actions, sync, scans and pagination, all kept in the address.
 */
export function ManageEvidence() {
  const [params, updateParams] = useSearchParamsUpdate();
  const state = manageStateFromParams(params);
  const update = useCallback(
    (change: (current: ManageState) => ManageState, replace = false) =>
      updateParams((current) => manageStateToParams(change(manageStateFromParams(current))), {
        replace,
      }),
    [updateParams],
  );

  const counts = useTabCounts();
  const list = useManageList(state.tab, state.page, state.filters);
  const scan = useScan(state.scan);
  const sync = useSync();
  const restore = useRestore();
  const banner = useSyncBanner();
  const confirm = useDeleteConfirmation();
  const [preview, setPreview] = useState<PreviewImage | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const sourceRef = useRef<HTMLInputElement>(null);

  const listKey = JSON.stringify([state.tab, state.page, state.filters]);
  const [selection, setSelection] = useState(() => emptySelection(listKey));
  const selected = selectedOn(selection, listKey);
  const pageIds = list.query.data?.data.items.map((item) => item._id) ?? [];

  // Clamp the page to 1..total pages: after deleting the last page, or an old link.
  const pagination = list.query.data?.data.pagination;
  const totalPages = pagination ? pageCount(pagination.total, pagination.limit) : null;
  useEffect(() => {
    if (totalPages !== null && state.page > totalPages && !list.query.isPlaceholderData) {
      update((current) => ({ ...current, page: totalPages }), true);
    }
  }, [state.page, totalPages, list.query.isPlaceholderData, update]);

  const deleteScope = state.tab === 'deleted' ? null : SCOPES[state.tab];
  const openDeleteAll = useCallback(() => {
    if (deleteScope) confirm.open({ scope: deleteScope, target: { kind: 'all' } });
  }, [confirm, deleteScope]);
  useAdminShortcut('delete-all', openDeleteAll);
  const focusFilter = useCallback(() => {
    setFiltersOpen(true);
    // The dropdown mounts on open; focus its first field once it is there.
    window.setTimeout(() => sourceRef.current?.focus(), 0);
  }, [setFiltersOpen]);

  const runSync = () =>
    sync.mutate(undefined, {
      onSuccess: banner.show,
      onError: (error) => showToast(`${MANAGE_TEXT.syncFailed}: ${failureReason(error)}`, 'error'),
    });
  const deleteEvidence = (item: AdminEvidenceItem) => {
    if (!deleteScope) return;
    confirm.open({ scope: deleteScope, target: { kind: 'id', id: item._id, label: item.label } });
  };
  const deleteArticle = (article: AdminArticle) =>
    confirm.open({
      scope: 'articles',
      target: { kind: 'id', id: article._id, label: article.articleTitle || MANAGE_TEXT.noTitle },
    });

  return (
    <Stack gap="md">
      <Title order={1}>Manage Evidence &amp; Articles</Title>
      {filtersEnabled(state.tab) && <FocusFilterShortcut onFocus={focusFilter} />}
      <Tabs
        value={state.tab}
        onChange={(tab) => tab && update((current) => withTab(current, tab as ManageTab))}
        keepMounted={false}
      >
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {MANAGE_TABS.map((tab) => {
            const count =
              tab === 'articles' ? counts.articles : counts.evidence?.[TAB_COLLECTION[tab]];
            return (
              <Tabs.Tab
                key={tab}
                value={tab}
                rightSection={
                  <Badge
                    size="sm"
                    variant="light"
                    color="gray"
                    c="gray.8"
                    data-testid={`count-${tab}`}
                  >
                    {count ?? '…'}
                  </Badge>
                }
              >
                {TAB_LABELS[tab]}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value={state.tab} pt="md">
          <Stack gap="md">
            <ManageToolbar
              key={state.tab}
              state={state}
              selectedCount={selected.size}
              filtersOpen={filtersOpen}
              onFiltersOpen={setFiltersOpen}
              sourceRef={sourceRef}
              onView={(view) => update((current) => ({ ...current, view }))}
              onFilters={(filters) => update((current) => withFilters(current, filters))}
              onSelectPage={(all) => setSelection(allOrNone(listKey, pageIds, all))}
              onDeleteSelected={() =>
                deleteScope &&
                confirm.open({ scope: deleteScope, target: { kind: 'ids', ids: [...selected] } })
              }
              onDeleteAll={openDeleteAll}
              onDeleteBySource={() =>
                confirm.open({
                  scope: 'articles',
                  target: { kind: 'source', sourceURL: state.filters.sourceURL },
                })
              }
              onRestoreSelected={() =>
                restore.mutate([...selected], {
                  onSuccess: () => setSelection(emptySelection(listKey)),
                })
              }
              onRefresh={() => void list.query.refetch()}
              onSync={runSync}
              syncing={sync.isPending}
              onScan={(kind) => {
                update((current) => ({ ...current, scan: kind }));
                if (state.scan === kind) void scan[kind].refetch();
              }}
            />
            <ActiveFilters
              filters={state.filters}
              onClear={() => update((current) => withFilters(current, NO_FILTERS))}
            />
            <SyncBanner result={banner.result} onClose={banner.dismiss} />
            {state.scan ? (
              <ScanResults
                kind={state.scan}
                scan={scan}
                onBack={() => update((current) => ({ ...current, scan: null }))}
                onPreview={setPreview}
                onDelete={deleteEvidence}
                onDeleteExtras={(ids) =>
                  confirm.open({ scope: 'main', target: { kind: 'ids', ids } })
                }
              />
            ) : (
              <ManageListBody
                state={state}
                list={list}
                selectionOf={(id) => ({
                  checked: selected.has(id),
                  onChange: (checked) => setSelection((s) => toggled(s, listKey, id, checked)),
                })}
                pageSelection={{
                  ...headerState(pageIds, selected),
                  onChange: (all) => setSelection(allOrNone(listKey, pageIds, all)),
                }}
                onPage={(page) => update((current) => ({ ...current, page }))}
                onPreview={setPreview}
                onDeleteEvidence={deleteEvidence}
                onDeleteArticle={deleteArticle}
                onRestore={(item) => restore.mutate([item._id])}
                restoring={restore.isPending}
              />
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <PupilChartsSection />
      <DeleteConfirmModal
        request={confirm.request}
        onClose={confirm.close}
        onDeleted={() => setSelection(emptySelection(listKey))}
      />
      <ImagePreviewModal image={preview} onClose={() => setPreview(null)} />
    </Stack>
  );
}
