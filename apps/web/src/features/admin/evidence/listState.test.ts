import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MANAGE_STATE,
  NO_FILTERS,
  articleListPath,
  evidenceListPath,
  filtersForTab,
  hasFilters,
  manageStateFromParams,
  manageStateToParams,
  pageStateFromParams,
  pageStateToParams,
  withFilters,
  withTab,
  type ManageState,
} from './listState';

const params = (query: string) => new URLSearchParams(query);
const filtered: ManageState = {
  tab: 'evidence-temp',
  page: 4,
  view: 'list',
  filters: { sourceURL: 'https://ons.example/a', topic: 'health', customOnly: true },
  scan: null,
};

describe('console state in the address', () => {
  it('opens Evidence-Temp, page 1, grid, unfiltered by default', () => {
    expect(manageStateFromParams(params(''))).toEqual(DEFAULT_MANAGE_STATE);
    expect(manageStateFromParams(params('tab=nonsense&page=-2&view=tiles'))).toEqual(
      DEFAULT_MANAGE_STATE,
    );
  });

  it('round-trips a filtered list page', () => {
    const query = manageStateToParams(filtered);
    expect(query.get('tab')).toBe('evidence-temp');
    expect(manageStateFromParams(query)).toEqual(filtered);
  });

  it('keeps Show Custom Only to the temp tab and drops every filter on Evidence-Main', () => {
    const deleted = manageStateFromParams(params('tab=deleted&source=s&topic=t&custom=true'));
    expect(deleted.filters).toEqual({ sourceURL: 's', topic: 't', customOnly: false });
    const main = manageStateFromParams(params('tab=evidence-main&source=s&topic=t'));
    expect(main.filters).toEqual(NO_FILTERS);
  });

  it('shows scan results only on Evidence-Main', () => {
    expect(manageStateFromParams(params('tab=evidence-main&scan=duplicates')).scan).toBe(
      'duplicates',
    );
    expect(manageStateFromParams(params('tab=evidence-main&scan=missing')).scan).toBe('missing');
    expect(manageStateFromParams(params('tab=evidence-temp&scan=duplicates')).scan).toBeNull();
    expect(manageStateFromParams(params('tab=evidence-main&scan=other')).scan).toBeNull();
  });

  it('resets the page, filters and scan on a tab change but keeps the view mode', () => {
    const next = withTab({ ...filtered, scan: 'missing' }, 'articles');
    expect(next).toEqual({
      tab: 'articles',
      page: 1,
      view: 'list',
      filters: NO_FILTERS,
      scan: null,
    });
  });

  it('goes back to page 1 when filters are applied or cleared', () => {
    const applied = withFilters(filtered, { sourceURL: ' x ', topic: '', customOnly: false });
    expect(applied.page).toBe(1);
    expect(applied.filters).toEqual({ sourceURL: 'x', topic: '', customOnly: false });
    expect(withFilters(filtered, NO_FILTERS)).toMatchObject({ page: 1, filters: NO_FILTERS });
  });

  it('knows when a filter narrows the list', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, topic: 'x' })).toBe(true);
    expect(hasFilters(filtersForTab('articles', { ...NO_FILTERS, customOnly: true }))).toBe(false);
  });
});

describe('/admin/evidence page state', () => {
  it('reads Evidence Items by default and Articles when named', () => {
    expect(pageStateFromParams(params(''))).toEqual({
      tab: 'evidence',
      page: 1,
      filters: NO_FILTERS,
    });
    const state = pageStateFromParams(params('tab=articles&page=3&source=%20s%20&topic=t'));
    expect(state).toEqual({
      tab: 'articles',
      page: 3,
      filters: { sourceURL: 's', topic: 't', customOnly: false },
    });
    expect(pageStateFromParams(pageStateToParams(state))).toEqual(state);
    expect(pageStateToParams({ tab: 'evidence', page: 1, filters: NO_FILTERS }).toString()).toBe(
      '',
    );
  });
});

describe('list calls', () => {
  it('asks for one collection page with the filters that are set', () => {
    expect(evidenceListPath('temp', 2, 20, filtered.filters)).toBe(
      '/api/admin/evidence?collection=temp&page=2&limit=20&sourceURL=https%3A%2F%2Fons.example%2Fa&topic=health&customOnly=true',
    );
    expect(evidenceListPath('main', 1, 10, NO_FILTERS)).toBe(
      '/api/admin/evidence?collection=main&page=1&limit=10',
    );
    expect(articleListPath(1, 10, { ...NO_FILTERS, topic: 'climate' })).toBe(
      '/api/admin/articles?page=1&limit=10&topic=climate',
    );
  });
});
