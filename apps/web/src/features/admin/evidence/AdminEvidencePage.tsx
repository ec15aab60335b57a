import { Anchor, Box, Breadcrumbs, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconHome, IconTrash } from '@tabler/icons-react';
import type { AdminArticle, AdminEvidenceItem } from '@dsb/core';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DeleteConfirmModal, useDeleteConfirmation } from './DeleteConfirmModal';
import type { DeleteScope } from './deleteRequest';
import { FilterFields } from './FilterFields';
import { ImagePreviewModal, type PreviewImage } from './ImagePreviewModal';
import {
  NO_FILTERS,
  pageStateFromParams,
  pageStateToParams,
  type EvidencePageState,
  type ListFilters,
  type PageTab,
} from './listState';
import { PageList } from './PageList';
import { EVIDENCE_PAGE_PAGE_SIZE, pageCount } from './paging';
import { useArticlePage, useEvidencePage } from './useManageData';
import { useSearchParamsUpdate } from '../../../lib/useSearchParamsUpdate';

const SCOPE: Record<PageTab, DeleteScope> = { evidence: 'library', articles: 'articles' };

/**
 * The /admin/evidence page (docs/product/admin-evidence.md): Evidence Items (Evidence-Main) and
 * Articles, 10 a page, filtered by source and topic, with delete by item, by source and all.
 */
export function AdminEvidencePage() {
  const [params, updateParams] = useSearchParamsUpdate();
  const state = pageStateFromParams(params);
  const update = useCallback(
    (change: (current: EvidencePageState) => EvidencePageState, replace = false) =>
      updateParams((current) => pageStateToParams(change(pageStateFromParams(current))), {
        replace,
      }),
    [updateParams],
  );
  const [draft, setDraft] = useState<ListFilters>(state.filters);
  // The fields follow the address (back and forward, Clear) without losing what is being typed.
  const applied = JSON.stringify(state.filters);
  const [draftFor, setDraftFor] = useState(applied);
  if (draftFor !== applied) {
    setDraftFor(applied);
    setDraft(state.filters);
  }

  const evidence = useEvidencePage(
    'main',
    state.page,
    EVIDENCE_PAGE_PAGE_SIZE,
    state.filters,
    state.tab === 'evidence',
  );
  const articles = useArticlePage(
    state.page,
    EVIDENCE_PAGE_PAGE_SIZE,
    state.filters,
    state.tab === 'articles',
  );
  const query = state.tab === 'evidence' ? evidence : articles;
  const pagination = query.data?.data.pagination;
  const totalPages = pagination ? pageCount(pagination.total, pagination.limit) : null;
  useEffect(() => {
    if (totalPages !== null && state.page > totalPages && !query.isPlaceholderData) {
      update((current) => ({ ...current, page: totalPages }), true);
    }
  }, [state.page, totalPages, query.isPlaceholderData, update]);

  const confirm = useDeleteConfirmation();
  const [preview, setPreview] = useState<PreviewImage | null>(null);
  const scope = SCOPE[state.tab];
  const deleteEvidence = (item: AdminEvidenceItem) =>
    confirm.open({ scope: 'library', target: { kind: 'id', id: item._id, label: item.label } });
  const deleteArticle = (article: AdminArticle) =>
    confirm.open({
      scope: 'articles',
      target: { kind: 'id', id: article._id, label: article.articleTitle || 'No title' },
    });

  return (
    <Box maw={1200} mx="auto">
      <Stack gap="md">
        <nav aria-label="Breadcrumb">
          <Breadcrumbs separator=">" separatorMargin={6}>
            <Anchor component={Link} to="/admin" size="sm" c="blue.8">
              Admin Console
            </Anchor>
            <Text size="sm" c="gray.7" aria-current="page">
              Manage Evidence &amp; Articles
            </Text>
          </Breadcrumbs>
        </nav>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1}>Manage Evidence &amp; Articles</Title>
          <Button
            component={Link}
            to="/"
            variant="default"
            leftSection={<IconHome size={16} aria-hidden />}
          >
            Back to Home
          </Button>
        </Group>
        <Tabs
          value={state.tab}
          onChange={(tab) =>
            tab && update((current) => ({ ...current, tab: tab as PageTab, page: 1 }))
          }
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="evidence">Evidence Items</Tabs.Tab>
            <Tabs.Tab value="articles">Articles</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value={state.tab} pt="md">
            <Stack gap="md">
              <FilterFields
                inline
                draft={draft}
                onDraft={setDraft}
                onApply={() => update((current) => ({ ...current, page: 1, filters: draft }))}
                onClear={() => {
                  setDraft(NO_FILTERS);
                  update((current) => ({ ...current, page: 1, filters: NO_FILTERS }));
                }}
              />
              <Group gap="sm" wrap="wrap">
                <Button
                  color="red"
                  c="red.9"
                  variant="light"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() =>
                    confirm.open({ scope, target: { kind: 'source', sourceURL: draft.sourceURL } })
                  }
                >
                  Delete Filtered by Source
                </Button>
                <Button
                  color="red"
                  c="red.9"
                  variant="light"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => confirm.open({ scope, target: { kind: 'all' } })}
                >
                  {state.tab === 'evidence' ? 'Delete All Evidence' : 'Delete All Articles'}
                </Button>
              </Group>
              <PageList
                tab={state.tab}
                evidence={evidence}
                articles={articles}
                onPage={(page) => update((current) => ({ ...current, page }))}
                onPreview={setPreview}
                onDeleteEvidence={deleteEvidence}
                onDeleteArticle={deleteArticle}
              />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <DeleteConfirmModal request={confirm.request} onClose={confirm.close} />
      <ImagePreviewModal image={preview} onClose={() => setPreview(null)} />
    </Box>
  );
}
