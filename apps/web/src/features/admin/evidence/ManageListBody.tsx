import { ActionIcon, Button, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconRestore, IconTrash } from '@tabler/icons-react';
import type { AdminArticle, AdminEvidenceItem } from '@dsb/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { failureReason, manageKeys } from './api';
import { EvidenceGearMenu } from './EvidenceGearMenu';
import type { PreviewImage } from './ImagePreviewModal';
import { ArticleCard, EvidenceCard, type Selection } from './ItemCards';
import { ArticleTable, EvidenceTable } from './ItemTables';
import { EmptyState, ErrorState, LoadingState } from './ListStates';
import { ManageCardGrid } from './ManageCardGrid';
import { hasFilters, type ManageState, type ManageTab } from './listState';
import { MANAGE_TEXT, loadDeletedFailed } from './messages';
import { Pager } from './Pager';
import { pageCount } from './paging';
import { EXCERPT } from './truncate';
import type { useManageList } from './useManageData';

const EMPTY_TEXT: Record<ManageTab, string> = {
  'evidence-temp': 'Evidence-Temp is empty. Charts collected with the Data Collector arrive here.',
  'evidence-main': 'Evidence-Main is empty. Sync Evidence-Temp to fill it.',
  deleted: MANAGE_TEXT.noDeleted,
  articles: 'No articles yet. Articles collected with the Data Collector arrive here.',
};

type Props = {
  state: ManageState;
  list: ReturnType<typeof useManageList>;
  selectionOf: (id: string) => Selection;
  pageSelection: { checked: boolean; indeterminate: boolean; onChange: (all: boolean) => void };
  onPage: (page: number) => void;
  onPreview: (image: PreviewImage) => void;
  onDeleteEvidence: (item: AdminEvidenceItem) => void;
  onDeleteArticle: (article: AdminArticle) => void;
  onRestore: (item: AdminEvidenceItem) => void;
  restoring: boolean;
};

/** Loading, error, empty, or one page of the tab's items in a grid or a list, and the pager. */
export function ManageListBody(props: Props) {
  const { state, list, selectionOf, pageSelection, onPage, onPreview } = props;
  // Tables need room: phones and portrait tablets get cards in the list view too.
  const narrow = useMediaQuery('(max-width: 61.99em)', false, { getInitialValueInEffect: false });
  const { query } = list;
  const queryClient = useQueryClient();
  // List load failures are logged (the screen also says so and offers a retry).
  const failure = query.error;
  useEffect(() => {
    if (failure) {
      console.error(
        list.kind === 'evidence' ? MANAGE_TEXT.loadEvidenceFailed : MANAGE_TEXT.loadArticlesFailed,
        failure,
      );
    }
  }, [failure, list.kind]);
  if (query.isPending) {
    return (
      <LoadingState
        text={list.kind === 'evidence' ? 'Loading evidence...' : 'Loading articles...'}
      />
    );
  }
  if (query.isError) {
    const text =
      state.tab === 'deleted'
        ? loadDeletedFailed(failureReason(query.error))
        : list.kind === 'evidence'
          ? MANAGE_TEXT.loadEvidenceFailed
          : MANAGE_TEXT.loadArticlesFailed;
    // Try again reloads the tab counts too: they fail with the list when the server does.
    const retry = () =>
      void queryClient.invalidateQueries({
        queryKey: list.kind === 'evidence' ? manageKeys.evidence : manageKeys.articles,
      });
    return <ErrorState text={text} onRetry={retry} />;
  }
  const { pagination } = query.data.data;
  const totalPages = pageCount(pagination.total, pagination.limit);
  const pager = (
    <Pager
      page={Math.min(state.page, totalPages)}
      totalPages={totalPages}
      total={pagination.total}
      onChange={onPage}
      label={`${list.kind === 'evidence' ? 'Evidence' : 'Article'} pages`}
    />
  );
  const empty = hasFilters(state.filters) ? MANAGE_TEXT.noItems : EMPTY_TEXT[state.tab];
  const updating = query.isFetching && query.isPlaceholderData;

  if (list.kind === 'articles') {
    const articles = list.query.data!.data.items;
    if (articles.length === 0) return <EmptyState text={empty} />;
    const actionsOf = (article: AdminArticle) => (
      <ActionIcon
        variant="subtle"
        color="red"
        c="red.8"
        size="lg"
        aria-label={`Delete ${article.articleTitle || MANAGE_TEXT.noTitle}`}
        onClick={() => props.onDeleteArticle(article)}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    );
    return (
      <Stack gap="md" aria-busy={updating}>
        {state.view === 'list' && !narrow ? (
          <ArticleTable
            items={articles}
            selectionOf={(a) => selectionOf(a._id)}
            actionsOf={actionsOf}
            pageSelection={pageSelection}
          />
        ) : (
          <ManageCardGrid single={state.view === 'list'}>
            {articles.map((article) => (
              <ArticleCard
                key={article._id}
                article={article}
                contentLength={EXCERPT.articleContent}
                selection={selectionOf(article._id)}
                actions={actionsOf(article)}
              />
            ))}
          </ManageCardGrid>
        )}
        {pager}
      </Stack>
    );
  }

  const items = list.query.data!.data.items;
  if (items.length === 0) return <EmptyState text={empty} />;
  const actionsOf = (item: AdminEvidenceItem) =>
    state.tab === 'deleted' ? (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconRestore size={14} aria-hidden />}
        aria-label={`Restore ${item.label}`}
        loading={props.restoring}
        onClick={() => props.onRestore(item)}
      >
        Restore
      </Button>
    ) : (
      <>
        <ActionIcon
          variant="subtle"
          color="red"
          c="red.8"
          size="lg"
          aria-label={`Delete ${item.label}`}
          onClick={() => props.onDeleteEvidence(item)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
        <EvidenceGearMenu item={item} onDelete={() => props.onDeleteEvidence(item)} />
      </>
    );
  return (
    <Stack gap="md" aria-busy={updating}>
      {updating && (
        <Text size="xs" c="gray.7" role="status">
          Updating...
        </Text>
      )}
      {state.view === 'list' && !narrow ? (
        <EvidenceTable
          items={items}
          selectionOf={(item) => selectionOf(item._id)}
          actionsOf={actionsOf}
          pageSelection={pageSelection}
          onPreview={onPreview}
        />
      ) : (
        <ManageCardGrid single={state.view === 'list'}>
          {items.map((item) => (
            <EvidenceCard
              key={item._id}
              item={item}
              layout={state.view === 'list' ? 'row' : 'card'}
              details
              selection={selectionOf(item._id)}
              onPreview={onPreview}
              actions={actionsOf(item)}
            />
          ))}
        </ManageCardGrid>
      )}
      {pager}
    </Stack>
  );
}
