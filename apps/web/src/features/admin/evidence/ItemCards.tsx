import { Anchor, Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { AdminArticle, AdminEvidenceItem } from '@dsb/core';
import type { ReactNode } from 'react';
import { formatDate, imageOf, isWebAddress } from './format';
import type { PreviewImage } from './ImagePreviewModal';
import { MANAGE_TEXT } from './messages';
import { EXCERPT, truncate } from './truncate';
import { EvidenceImage } from './EvidenceImage';

export type Selection = { checked: boolean; onChange: (checked: boolean) => void };

/**
 * A link to a source or original, its text cut to 40 characters (docs/product/admin-evidence.md).
 */
export function SourceLink({ url, max = EXCERPT.sourceURL }: { url: string | null; max?: number }) {
  if (!url) return <>{MANAGE_TEXT.noTopic}</>;
  const text = truncate(url, max);
  if (!isWebAddress(url)) return <>{text}</>;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" title={url} size="sm" c="blue.8">
      {text}
    </Anchor>
  );
}

/** One labelled line of a card: 'Source: …'. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

export function TopicText({ topic }: { topic: string | null }) {
  return topic ? <>{topic}</> : <>{MANAGE_TEXT.noTopic}</>;
}

function SelectBox({ selection, label }: { selection?: Selection; label: string }) {
  if (!selection) return null;
  return (
    <Checkbox
      checked={selection.checked}
      onChange={(event) => selection.onChange(event.currentTarget.checked)}
      aria-label={`Select ${label}`}
    />
  );
}

type EvidenceCardProps = {
  item: AdminEvidenceItem;
  /** 'card' stacks the image on top (grid); 'row' puts it beside the text (lists, the page). */
  layout: 'card' | 'row';
  selection?: Selection;
  onPreview?: (image: PreviewImage) => void;
  /** Show the original URL, added date and custom flag (the console's fuller cards). */
  details?: boolean;
  actions?: ReactNode;
};

/** An evidence item: image, title, description (120), source (40), topic and its actions. */
export function EvidenceCard({
  item,
  layout,
  selection,
  onPreview,
  details,
  actions,
}: EvidenceCardProps) {
  const src = imageOf(item);
  const preview = src && onPreview ? () => onPreview({ src, label: item.label }) : undefined;
  const image = (
    <EvidenceImage
      src={src}
      label={item.label}
      onPreview={preview}
      height={layout === 'card' ? 160 : 96}
      width={layout === 'card' ? '100%' : 128}
    />
  );
  const text = (
    <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <SelectBox selection={selection} label={item.label} />
        <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {item.label}
        </Text>
      </Group>
      <Text
        size="sm"
        c={item.description ? undefined : 'gray.7'}
        style={{ overflowWrap: 'anywhere' }}
      >
        {item.description
          ? truncate(item.description, EXCERPT.chartDescription)
          : MANAGE_TEXT.noDescription}
      </Text>
      <Field label="Source">
        <SourceLink url={item.sourceURL} />
      </Field>
      {details && item.originalURL && (
        <Field label="Original">
          <SourceLink url={item.originalURL} max={EXCERPT.originalURL} />
        </Field>
      )}
      <Field label="Topic">
        <TopicText topic={item.topicTagStatic} />
      </Field>
      {details && (
        <Group gap="xs">
          <Text size="xs" c="gray.7">
            Added {formatDate(item.createdAt)}
          </Text>
          {item.deletedAt && (
            <Text size="xs" c="gray.7">
              · Deleted {formatDate(item.deletedAt)}
            </Text>
          )}
          {item.isCustomAdd && (
            <Badge size="xs" variant="light" color="grape" c="grape.9">
              Custom
            </Badge>
          )}
        </Group>
      )}
    </Stack>
  );
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="evidence-item">
      {layout === 'card' ? (
        <Stack gap="sm" h="100%">
          {image}
          {text}
          {actions && (
            <Group gap="xs" justify="flex-end" mt="auto">
              {actions}
            </Group>
          )}
        </Stack>
      ) : (
        <Group gap="sm" align="flex-start" wrap="wrap">
          {image}
          <Stack gap="xs" style={{ flex: '1 1 220px', minWidth: 0 }}>
            {text}
          </Stack>
          {actions && <Group gap="xs">{actions}</Group>}
        </Group>
      )}
    </Paper>
  );
}

type ArticleCardProps = {
  article: AdminArticle;
  /** 280 in the console, 200 on the /admin/evidence page. */
  contentLength: number;
  selection?: Selection;
  actions?: ReactNode;
};

/** An article: title, source, date, topic and the first characters of its content. */
export function ArticleCard({ article, contentLength, selection, actions }: ArticleCardProps) {
  const title = article.articleTitle || MANAGE_TEXT.noTitle;
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="article-item">
      <Stack gap={4} h="100%">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <SelectBox selection={selection} label={title} />
          <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
        </Group>
        <Field label="Source">
          <SourceLink url={article.sourceURL} />
        </Field>
        <Field label="Date">{formatDate(article.articleDate)}</Field>
        <Field label="Topic">
          <TopicText topic={article.topicTagStatic} />
        </Field>
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {truncate(article.articleContent, contentLength)}
        </Text>
        {actions && (
          <Group gap="xs" justify="flex-end" mt="auto" pt="xs">
            {actions}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
