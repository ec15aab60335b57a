import { Checkbox, Group, Table, Text } from '@mantine/core';
import type { AdminArticle, AdminEvidenceItem } from '@dsb/core';
import type { ReactNode } from 'react';
import { EvidenceImage } from './EvidenceImage';
import { formatDate, imageOf } from './format';
import type { PreviewImage } from './ImagePreviewModal';
import { SourceLink, TopicText, type Selection } from './ItemCards';
import { MANAGE_TEXT } from './messages';
import { EXCERPT, truncate } from './truncate';

const NO_WRAP = { whiteSpace: 'nowrap', width: '1%' } as const;

type Common<T> = {
  items: T[];
  selectionOf?: (item: T) => Selection;
  actionsOf: (item: T) => ReactNode;
  /** The header checkbox: all on this page selected, some, or none. */
  pageSelection?: { checked: boolean; indeterminate: boolean; onChange: (all: boolean) => void };
};

function SelectHeader({ pageSelection }: Pick<Common<unknown>, 'pageSelection'>) {
  if (!pageSelection) return null;
  return (
    <Table.Th style={NO_WRAP}>
      <Checkbox
        aria-label="Select all on this page"
        checked={pageSelection.checked}
        indeterminate={pageSelection.indeterminate}
        onChange={(event) => pageSelection.onChange(event.currentTarget.checked)}
      />
    </Table.Th>
  );
}

function SelectCell({ selection, label }: { selection?: Selection; label: string }) {
  if (!selection) return null;
  return (
    <Table.Td>
      <Checkbox
        aria-label={`Select ${label}`}
        checked={selection.checked}
        onChange={(event) => selection.onChange(event.currentTarget.checked)}
      />
    </Table.Td>
  );
}

/** The list view of evidence on wide screens; phones get cards instead. */
export function EvidenceTable({
  items,
  selectionOf,
  actionsOf,
  pageSelection,
  onPreview,
}: Common<AdminEvidenceItem> & { onPreview: (image: PreviewImage) => void }) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Evidence items">
        <Table.Thead>
          <Table.Tr>
            <SelectHeader pageSelection={pageSelection} />
            <Table.Th>Image</Table.Th>
            <Table.Th>Title and description</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th>Topic</Table.Th>
            <Table.Th>Added</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const src = imageOf(item);
            return (
              <Table.Tr key={item._id} data-testid="evidence-item">
                <SelectCell selection={selectionOf?.(item)} label={item.label} />
                <Table.Td style={NO_WRAP}>
                  <EvidenceImage
                    src={src}
                    label={item.label}
                    height={56}
                    width={80}
                    onPreview={src ? () => onPreview({ src, label: item.label }) : undefined}
                  />
                </Table.Td>
                <Table.Td style={{ minWidth: 240 }}>
                  <Text fw={600} size="sm" lineClamp={2}>
                    {item.label}
                  </Text>
                  <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                    {item.description
                      ? truncate(item.description, EXCERPT.chartDescription)
                      : MANAGE_TEXT.noDescription}
                  </Text>
                </Table.Td>
                <Table.Td style={{ maxWidth: 260, overflowWrap: 'anywhere' }}>
                  <SourceLink url={item.sourceURL} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    <TopicText topic={item.topicTagStatic} />
                  </Text>
                </Table.Td>
                <Table.Td style={NO_WRAP}>
                  <Text size="sm">{formatDate(item.createdAt)}</Text>
                </Table.Td>
                <Table.Td style={NO_WRAP}>
                  <Group gap={4} wrap="nowrap">
                    {actionsOf(item)}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The list view of articles on wide screens. */
export function ArticleTable({
  items,
  selectionOf,
  actionsOf,
  pageSelection,
}: Common<AdminArticle>) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Articles">
        <Table.Thead>
          <Table.Tr>
            <SelectHeader pageSelection={pageSelection} />
            <Table.Th>Title</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Topic</Table.Th>
            <Table.Th>Content</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((article) => {
            const title = article.articleTitle || MANAGE_TEXT.noTitle;
            return (
              <Table.Tr key={article._id} data-testid="article-item">
                <SelectCell selection={selectionOf?.(article)} label={title} />
                <Table.Td style={{ minWidth: 180 }}>
                  <Text fw={600} size="sm" lineClamp={2}>
                    {title}
                  </Text>
                </Table.Td>
                <Table.Td style={{ maxWidth: 220, overflowWrap: 'anywhere' }}>
                  <SourceLink url={article.sourceURL} />
                </Table.Td>
                <Table.Td style={NO_WRAP}>
                  <Text size="sm">{formatDate(article.articleDate)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    <TopicText topic={article.topicTagStatic} />
                  </Text>
                </Table.Td>
                <Table.Td style={{ minWidth: 260 }}>
                  <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                    {truncate(article.articleContent, EXCERPT.articleContent)}
                  </Text>
                </Table.Td>
                <Table.Td style={NO_WRAP}>
                  <Group gap={4} wrap="nowrap">
                    {actionsOf(article)}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
