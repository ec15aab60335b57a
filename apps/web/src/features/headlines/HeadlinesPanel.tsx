import { ActionIcon, Anchor, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { Headline } from '@dsb/core';
import { usePromptStore } from '../prompts';
import { useStory } from '../stories';
import { HeadlineDetailModal } from './HeadlineDetailModal';
import { HeadlineList } from './HeadlineList';
import { HeadlinesError, HeadlinesSkeleton, NoArticles } from './HeadlineStates';
import { currentTopic, filterHeadlines } from './headlineRules';
import { headlineMessages } from './messages';
import { useHeadlineSearch } from './useHeadlineSearch';
import { useSavedHeadlines } from './useSavedHeadlines';

type TabValue = 'all' | 'saved';

export type HeadlinesPanelProps = {
  /** The story whose topic the panel searches. */
  storyId: string | null;
  /** Puts a headline on the slide; adds 'Add to slide' to the detail when given. */
  onAddToSlide?: (headline: Headline) => void;
};

/**
 * The news headlines panel (docs/product/headlines.md): All and Saved, the current-topic line, the
 * filter over the loaded results, headline cards and their detail.
 */
export function HeadlinesPanel({ storyId, onAddToSlide }: HeadlinesPanelProps) {
  const [tab, setTab] = useState<TabValue>('all');
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<Headline | null>(null);
  const bigQuestion = useStory((s) =>
    s.story && (!storyId || s.story._id === storyId) ? s.story.bigQuestion : null,
  );
  const prompt = usePromptStore((s) => s.selectedPromptDetails);
  const topic = currentTopic(bigQuestion, prompt);
  const search = useHeadlineSearch(topic?.query ?? null);
  const saved = useSavedHeadlines();
  const t = headlineMessages.panel;

  return (
    <Stack gap="sm" data-testid="headlines-panel">
      <Tabs
        value={tab}
        onChange={(value) => value && setTab(value as TabValue)}
        styles={{ tab: { paddingInline: 6, fontSize: 13 } }}
      >
        <Tabs.List grow mb="sm">
          <Tabs.Tab value="all">{t.all()}</Tabs.Tab>
          <Tabs.Tab value="saved">
            {saved.saved.length > 0 ? t.savedCount({ count: saved.saved.length }) : t.saved()}
          </Tabs.Tab>
        </Tabs.List>
        <TextInput
          aria-label={t.filterLabel()}
          placeholder={t.filterPlaceholder()}
          value={filter}
          maxLength={200}
          mb="sm"
          size="sm"
          onChange={(event) => setFilter(event.currentTarget.value)}
          rightSection={
            filter ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t.clearFilter()}
                onClick={() => setFilter('')}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            ) : null
          }
        />
        <Tabs.Panel value="all">
          <Stack gap="sm">
            {topic ? (
              <Stack gap={2} data-testid="current-topic">
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {t.currentTopic({ label: topic.label })}
                </Text>
                {search.query !== topic.query && search.query && (
                  <Text size="xs" c="dimmed">
                    {t.searchingFor({ term: search.query })}{' '}
                    <Anchor component="button" type="button" size="xs" onClick={search.backToTopic}>
                      {t.backToTopic()}
                    </Anchor>
                  </Text>
                )}
              </Stack>
            ) : (
              <Text size="sm" data-testid="current-topic">
                {headlineMessages.news.selectTopic()}
              </Text>
            )}
            {search.status === 'loading' && <HeadlinesSkeleton label={t.loading()} />}
            {search.status === 'error' && search.query && (
              <>
                <HeadlinesError
                  message={search.error ?? headlineMessages.news.failed()}
                  onRetry={search.retry}
                />
                <NoArticles
                  query={search.query}
                  keywords={topic?.keywords}
                  onSearch={search.searchFor}
                />
              </>
            )}
            {search.status === 'done' &&
              search.query &&
              (search.articles.length === 0 ? (
                <NoArticles
                  query={search.query}
                  message={search.message}
                  keywords={topic?.keywords}
                  onSearch={search.searchFor}
                />
              ) : (
                <>
                  {search.message && (
                    <Text size="xs" c="dimmed">
                      {search.message}
                    </Text>
                  )}
                  <HeadlineList
                    headlines={filterHeadlines(search.articles, filter)}
                    saved={saved}
                    onOpen={setOpen}
                  />
                </>
              ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="saved">
          {saved.status === 'loading' && <HeadlinesSkeleton label={t.loadingSaved()} />}
          {saved.status === 'error' && (
            <HeadlinesError message={saved.error ?? ''} onRetry={saved.retry} />
          )}
          {saved.status === 'done' &&
            (saved.saved.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t.noSaved()}
              </Text>
            ) : (
              <HeadlineList
                headlines={filterHeadlines(saved.saved, filter)}
                saved={saved}
                onOpen={setOpen}
              />
            ))}
        </Tabs.Panel>
      </Tabs>
      <HeadlineDetailModal
        headline={open}
        onClose={() => setOpen(null)}
        saved={saved}
        onAddToSlide={onAddToSlide}
      />
    </Stack>
  );
}
