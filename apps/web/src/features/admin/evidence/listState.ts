import type { EvidenceCollection } from '@dsb/core';
import { pageFromParam } from './paging';

/** The console's tabs (docs/product/admin-evidence.md), in order, with their labels. */
export const MANAGE_TABS = ['evidence-temp', 'evidence-main', 'deleted', 'articles'] as const;
export type ManageTab = (typeof MANAGE_TABS)[number];
export type EvidenceTab = Exclude<ManageTab, 'articles'>;

export const TAB_LABELS: Record<ManageTab, string> = {
  'evidence-temp': 'Evidence-Temp',
  'evidence-main': 'Evidence-Main',
  deleted: 'Deleted',
  articles: 'Articles',
};

export const TAB_COLLECTION: Record<EvidenceTab, EvidenceCollection> = {
  'evidence-temp': 'temp',
  'evidence-main': 'main',
  deleted: 'deleted',
};

export const isEvidenceTab = (tab: ManageTab): tab is EvidenceTab => tab !== 'articles';

/** Source URL and topic narrow every list; Show Custom Only is the temp tab's alone. */
export type ListFilters = { sourceURL: string; topic: string; customOnly: boolean };
export const NO_FILTERS: ListFilters = { sourceURL: '', topic: '', customOnly: false };

/** The Filters dropdown is disabled on Evidence-Main. */
export const filtersEnabled = (tab: ManageTab) => tab !== 'evidence-main';
export const customOnlyAvailable = (tab: ManageTab) => tab === 'evidence-temp';

/** The filters a tab can use, trimmed: what the tab cannot filter by is dropped. */
export function filtersForTab(tab: ManageTab, filters: ListFilters): ListFilters {
  if (!filtersEnabled(tab)) return NO_FILTERS;
  return {
    sourceURL: filters.sourceURL.trim(),
    topic: filters.topic.trim(),
    customOnly: customOnlyAvailable(tab) && filters.customOnly,
  };
}

export const hasFilters = (filters: ListFilters) =>
  filters.sourceURL !== '' || filters.topic !== '' || filters.customOnly;

export type ViewMode = 'grid' | 'list';
export type ScanKind = 'duplicates' | 'missing';

/** Everything the console view shows, kept in the address so a reload or a link reopens it. */
export type ManageState = {
  tab: ManageTab;
  page: number;
  view: ViewMode;
  filters: ListFilters;
  /** Scan Options results shown instead of the Evidence-Main list. */
  scan: ScanKind | null;
};

export const DEFAULT_MANAGE_STATE: ManageState = {
  tab: 'evidence-temp',
  page: 1,
  view: 'grid',
  filters: NO_FILTERS,
  scan: null,
};

function readFilters(params: URLSearchParams): ListFilters {
  return {
    sourceURL: params.get('source') ?? '',
    topic: params.get('topic') ?? '',
    customOnly: params.get('custom') === 'true',
  };
}

function writeFilters(params: URLSearchParams, filters: ListFilters) {
  if (filters.sourceURL) params.set('source', filters.sourceURL);
  if (filters.topic) params.set('topic', filters.topic);
  if (filters.customOnly) params.set('custom', 'true');
}

/** The console's state from its address; anything unknown falls back to its default. */
export function manageStateFromParams(params: URLSearchParams): ManageState {
  const tabParam = params.get('tab');
  const tab = (MANAGE_TABS as readonly string[]).includes(tabParam ?? '')
    ? (tabParam as ManageTab)
    : DEFAULT_MANAGE_STATE.tab;
  const scanParam = params.get('scan');
  const scan =
    tab === 'evidence-main' && (scanParam === 'duplicates' || scanParam === 'missing')
      ? scanParam
      : null;
  return {
    tab,
    page: pageFromParam(params.get('page')),
    view: params.get('view') === 'list' ? 'list' : 'grid',
    filters: filtersForTab(tab, readFilters(params)),
    scan,
  };
}

/** The address's query for a state; the tab is always written so the address names it. */
export function manageStateToParams(state: ManageState): URLSearchParams {
  const params = new URLSearchParams({ tab: state.tab });
  if (state.view === 'list') params.set('view', 'list');
  writeFilters(params, filtersForTab(state.tab, state.filters));
  if (state.scan && state.tab === 'evidence-main') params.set('scan', state.scan);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A tab change starts at page 1 with no filters or scan; the view mode stays. */
export function withTab(state: ManageState, tab: ManageTab): ManageState {
  return { ...state, tab, page: 1, filters: NO_FILTERS, scan: null };
}

/** Applying or clearing filters goes back to page 1. */
export function withFilters(state: ManageState, filters: ListFilters): ManageState {
  return { ...state, page: 1, filters: filtersForTab(state.tab, filters) };
}

/** The /admin/evidence page: Evidence Items or Articles, 10 a page, filtered by source and topic. */
export type PageTab = 'evidence' | 'articles';
export type EvidencePageState = { tab: PageTab; page: number; filters: ListFilters };

export function pageStateFromParams(params: URLSearchParams): EvidencePageState {
  const tab: PageTab = params.get('tab') === 'articles' ? 'articles' : 'evidence';
  const { sourceURL, topic } = readFilters(params);
  return {
    tab,
    page: pageFromParam(params.get('page')),
    filters: { sourceURL: sourceURL.trim(), topic: topic.trim(), customOnly: false },
  };
}

export function pageStateToParams(state: EvidencePageState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab === 'articles') params.set('tab', 'articles');
  writeFilters(params, { ...state.filters, customOnly: false });
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** GET /api/admin/evidence for one collection's page. */
export function evidenceListPath(
  collection: EvidenceCollection,
  page: number,
  limit: number,
  filters: ListFilters,
): string {
  const params = new URLSearchParams({ collection, page: String(page), limit: String(limit) });
  if (filters.sourceURL) params.set('sourceURL', filters.sourceURL);
  if (filters.topic) params.set('topic', filters.topic);
  if (filters.customOnly) params.set('customOnly', 'true');
  return `/api/admin/evidence?${params.toString()}`;
}

/** GET /api/admin/articles for one page. */
export function articleListPath(page: number, limit: number, filters: ListFilters): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (filters.sourceURL) params.set('sourceURL', filters.sourceURL);
  if (filters.topic) params.set('topic', filters.topic);
  return `/api/admin/articles?${params.toString()}`;
}
