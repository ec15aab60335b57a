import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { StorySummary } from '@dsb/core';
import { CheckingAuthentication, useAuth } from '../auth';
import { JoinStoryModal, StoryGroupModal } from '../storyMembers';
import { formatNumber } from '../../i18n';
import { DeleteStoriesModal } from './DeleteStoriesModal';
import { myStoriesMessages as t } from './messages';
import {
  existingSelection,
  filterStories,
  ownedIds,
  selectAllState,
  storyPath,
  toggleOne,
  toggleSelectAll,
} from './model';
import { StoriesToolbar } from './StoriesToolbar';
import { StoryCard } from './StoryCard';
import {
  NoMatchingStories,
  NoStories,
  StoriesError,
  StoriesLoading,
  StoriesSignIn,
} from './StoryStates';
import { useDeleteStories, useRenameStory, useStoriesList } from './useMyStories';
import { useViewMode } from './useViewMode';

/** 'My Data Stories' in the home shell: the signed-in user's stories, or a sign-in prompt. */
export function MyStories() {
  const { isLoading, isAuthenticated, login } = useAuth();
  return (
    <Stack gap="md" maw={1400} mx="auto">
      <Title order={2}>{t.heading()}</Title>
      {isLoading ? (
        <CheckingAuthentication />
      ) : isAuthenticated ? (
        <StoriesBrowser />
      ) : (
        <StoriesSignIn onSignIn={() => login()} />
      )}
    </Stack>
  );
}

function StoriesBrowser() {
  const navigate = useNavigate();
  const list = useStoriesList(true);
  // A join link (?join=CODE, docs/product/group-work.md) opens the dialog with its code filled in.
  const [params, setParams] = useSearchParams();
  const linkedCode = params.get('join') ?? undefined;
  const [joining, setJoining] = useState(Boolean(linkedCode));
  const closeJoin = () => {
    setJoining(false);
    if (linkedCode)
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('join');
          return next;
        },
        { replace: true },
      );
  };
  const stories = list.data;
  let body;
  if (list.isPending) body = <StoriesLoading />;
  // A failed background refresh keeps showing the list it already has.
  else if (!stories)
    body = <StoriesError onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (stories.length === 0)
    body = <NoStories onCreate={() => void navigate('/grid')} onJoin={() => setJoining(true)} />;
  else body = <StoriesManager stories={stories} onJoin={() => setJoining(true)} />;
  return (
    <>
      {body}
      <JoinStoryModal
        opened={joining}
        initialCode={linkedCode}
        onClose={closeJoin}
        onJoined={(id) => {
          setJoining(false);
          void navigate(storyPath(id));
        }}
      />
    </>
  );
}

function StoriesManager({ stories, onJoin }: { stories: StorySummary[]; onJoin: () => void }) {
  const navigate = useNavigate();
  const [view, setView] = useViewMode();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [confirming, setConfirming] = useState(false);
  // What the open dialog asks about; kept after it closes so its text does not change mid-fade.
  const [toDelete, setToDelete] = useState<string[]>([]);
  const rename = useRenameStory();
  const remove = useDeleteStories();
  // The co-authored story whose members are open (to see them, or to leave it).
  const [groupStory, setGroupStory] = useState<string | null>(null);

  const visible = useMemo(() => filterStories(stories, query), [stories, query]);
  // Only stories the user owns can be selected for deleting (docs/product/group-work.md).
  const visibleIds = useMemo(() => ownedIds(visible), [visible]);
  const joinedCount = stories.length - ownedIds(stories).length;
  // Stories deleted meanwhile (here or elsewhere) drop out of the selection on their own.
  const selectedIds = existingSelection(stories, selected);

  const confirmDelete = () =>
    remove.mutate(toDelete, {
      onSuccess: ({ deleted }) =>
        setSelected((current) => {
          const next = new Set(current);
          for (const id of deleted) next.delete(id);
          return next;
        }),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <Text size="sm" c="dimmed" mt={-8}>
        {query.trim()
          ? t.matchCount({ shown: formatNumber(visible.length), count: stories.length })
          : t.storyCount({ count: stories.length })}
      </Text>
      <StoriesToolbar
        query={query}
        onQueryChange={setQuery}
        view={view}
        onViewChange={setView}
        selectAll={selectAllState(visibleIds, selected)}
        onToggleAll={() => setSelected((current) => toggleSelectAll(visibleIds, current))}
        selectedCount={selectedIds.length}
        onDelete={() => {
          setToDelete(selectedIds);
          setConfirming(true);
        }}
        onJoin={onJoin}
        joinedNote={joinedCount > 0}
      />
      {visible.length === 0 ? (
        <NoMatchingStories onClear={() => setQuery('')} />
      ) : (
        <SimpleGrid
          cols={view === 'grid' ? { base: 1, xs: 2, md: 3, xl: 4 } : 1}
          spacing={view === 'grid' ? 'md' : 'xs'}
          verticalSpacing={view === 'grid' ? 'md' : 'xs'}
          data-testid="story-list"
          data-view={view}
        >
          {visible.map((story) => (
            <StoryCard
              key={story._id}
              story={story}
              view={view}
              selected={selected.has(story._id)}
              onToggle={() => setSelected((current) => toggleOne(current, story._id))}
              onOpen={() => void navigate(storyPath(story._id))}
              onRename={(title) => rename.mutate({ id: story._id, version: story.version, title })}
              onOpenGroup={() => setGroupStory(story._id)}
            />
          ))}
        </SimpleGrid>
      )}
      <DeleteStoriesModal
        opened={confirming}
        count={toDelete.length}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
      {groupStory && (
        <StoryGroupModal storyId={groupStory} opened onClose={() => setGroupStory(null)} />
      )}
    </>
  );
}
