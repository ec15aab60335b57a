import type { StorySummary } from '@dsb/core';
import { formatDate } from '../../i18n';
import { myStoriesMessages as t } from './messages';

/** How the list is laid out; remembered in local storage under `VIEW_MODE_STORAGE_KEY`. */
export type ViewMode = 'grid' | 'list';
export const VIEW_MODE_STORAGE_KEY = 'myStoriesView';
export const DEFAULT_VIEW_MODE: ViewMode = 'grid';

/** Reads a stored view mode; anything unexpected falls back to the grid. */
export function parseViewMode(value: string | null | undefined): ViewMode {
  return value === 'list' || value === 'grid' ? value : DEFAULT_VIEW_MODE;
}

/** The title to show: the stored one, or 'Untitled Story' when it is blank. */
export function displayTitle(story: Pick<StorySummary, 'title'>): string {
  return story.title.trim() || t.untitled();
}

/** Stories whose title (as shown) or big question contains the query, ignoring case. */
export function filterStories<T extends Pick<StorySummary, 'title' | 'bigQuestion'>>(
  stories: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...stories];
  return stories.filter(
    (story) =>
      displayTitle(story).toLocaleLowerCase().includes(needle) ||
      (story.bigQuestion ?? '').toLocaleLowerCase().includes(needle),
  );
}

export type SelectAllState = { checked: boolean; indeterminate: boolean; disabled: boolean };

/** The Select All checkbox as it applies to the visible stories. */
export function selectAllState(
  visibleIds: readonly string[],
  selected: ReadonlySet<string>,
): SelectAllState {
  const count = visibleIds.filter((id) => selected.has(id)).length;
  return {
    checked: visibleIds.length > 0 && count === visibleIds.length,
    indeterminate: count > 0 && count < visibleIds.length,
    disabled: visibleIds.length === 0,
  };
}

/**
 * Select All toggles the visible stories only (the filtered ones while searching): when all of
 * them are selected it deselects them, otherwise it selects them. Hidden selections are kept.
 */
export function toggleSelectAll(
  visibleIds: readonly string[],
  selected: ReadonlySet<string>,
): Set<string> {
  const next = new Set(selected);
  if (selectAllState(visibleIds, selected).checked) for (const id of visibleIds) next.delete(id);
  else for (const id of visibleIds) next.add(id);
  return next;
}

/** Adds or removes one story from the selection. */
export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The selected ids that still name a listed story (deleted ones drop out). */
export function existingSelection(
  stories: readonly Pick<StorySummary, '_id'>[],
  selected: ReadonlySet<string>,
): string[] {
  return stories.filter((story) => selected.has(story._id)).map((story) => story._id);
}

/**
 * The ids of the stories the user owns: only those can be selected and deleted; a group story
 * someone else owns is left, not deleted (docs/product/group-work.md).
 */
export function ownedIds(stories: readonly Pick<StorySummary, '_id' | 'role'>[]): string[] {
  return stories.filter((story) => story.role !== 'co-author').map((story) => story._id);
}

/** 'Are you sure you want to delete {n} story/stories?'. */
export function deleteConfirmation(n: number): string {
  return t.deleteConfirmation({ count: n });
}

/** The toast after a successful bulk delete. */
export function deletedMessage(n: number): string {
  return t.deleted({ count: n });
}

/** '1 slide' / 'N slides'. */
export function slideCountLabel(n: number): string {
  return t.slideCount({ count: n });
}

/** The last-updated date as short month, day, year in the interface language (e.g. 'Nov 21, 2026'); '' when unreadable. */
export function formatUpdatedDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatDate(date, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  });
}

/** The title a rename should save, or null when nothing should be saved (blank or unchanged). */
export function renamedTitle(draft: string, current: string): string | null {
  const title = draft.trim();
  return title && title !== current ? title : null;
}

/** Where opening a story leads. */
export function storyPath(id: string): string {
  return `/grid?story=${encodeURIComponent(id)}`;
}
