import { Button, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { AdminArticle, AdminEvidenceItem } from '@dsb/core';
import { useEffect } from 'react';
import { EvidenceGearMenu } from './EvidenceGearMenu';
import type { PreviewImage } from './ImagePreviewModal';
import { ArticleCard, EvidenceCard } from './ItemCards';
import { EmptyState, ErrorState, LoadingState } from './ListStates';
import type { PageTab } from './listState';
import { ManageCardGrid } from './ManageCardGrid';
import { MANAGE_TEXT } from './messages';
import { Pager } from './Pager';
import { pageCount } from './paging';
import { EXCERPT } from './truncate';
import type { useArticlePage, useEvidencePage } from './useManageData';

type Props = {
  tab: PageTab;
  evidence: ReturnType<typeof useEvidencePage>;
  articles: ReturnType<typeof useArticlePage>;
  onPage: (page: number) => void;
  onPreview: (image: PreviewImage) => void;
  onDeleteEvidence: (item: AdminEvidenceItem) => void;
  onDeleteArticle: (article: AdminArticle) => void;
};

function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      size="xs"
      color="red"
      c="red.9"
      variant="subtle"
      leftSection={<IconTrash size={14} aria-hidden />}
      aria-label={`Delete ${label}`}
      onClick={onClick}
    >
      Delete
    </Button>
  );
}

/**
 * The /admin/evidence page's list: rows with their excerpts, and 'Page X of Y (N items)'
 * (docs/product/admin-evidence.md).
 */
export function PageList({ tab, evidence, articles, onPage, onPreview, ...actions }: Props) {
  const query = tab === 'evidence' ? evidence : articles;
  const failure = query.error;
  useEffect(() => {
    // Load failures are logged.
    if (failure) {
      console.error(
        tab === 'evidence' ? MANAGE_TEXT.loadEvidenceFailed : MANAGE_TEXT.loadArticlesFailed,
        failure,
      );
    }
  }, [failure, tab]);

  if (query.isPending) {
    return (
      <LoadingState text={tab === 'evidence' ? 'Loading evidence...' : 'Loading articles...'} />
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        text={tab === 'evidence' ? MANAGE_TEXT.loadEvidenceFailed : MANAGE_TEXT.loadArticlesFailed}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { pagination } = query.data.data;
  const totalPages = pageCount(pagination.total, pagination.limit);
  let rows;
  if (tab === 'evidence') {
    const items = evidence.data?.data.items ?? [];
    rows =
      items.length === 0
        ? null
        : items.map((item) => (
            <EvidenceCard
              key={item._id}
              item={item}
              layout="row"
              onPreview={onPreview}
              actions={
                <>
                  <DeleteButton label={item.label} onClick={() => actions.onDeleteEvidence(item)} />
                  <EvidenceGearMenu item={item} onDelete={() => actions.onDeleteEvidence(item)} />
                </>
              }
            />
          ));
  } else {
    const items = articles.data?.data.items ?? [];
    rows =
      items.length === 0
        ? null
        : items.map((article) => (
            <ArticleCard
              key={article._id}
              article={article}
              contentLength={EXCERPT.articleContentOnPage}
              actions={
                <DeleteButton
                  label={article.articleTitle || MANAGE_TEXT.noTitle}
                  onClick={() => actions.onDeleteArticle(article)}
                />
              }
            />
          ));
  }
  return (
    <Stack gap="md" aria-busy={query.isFetching && query.isPlaceholderData}>
      {rows ? (
        <ManageCardGrid single>{rows}</ManageCardGrid>
      ) : (
        <EmptyState text={MANAGE_TEXT.noItems} />
      )}
      <Pager
        page={Math.min(pagination.page, totalPages)}
        totalPages={totalPages}
        total={pagination.total}
        onChange={onPage}
        label={tab === 'evidence' ? 'Evidence pages' : 'Article pages'}
      />
    </Stack>
  );
}
