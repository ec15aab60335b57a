/**
 * Checkbox selection of one list page. It belongs to the page it was made on: a tab, page or
 * filter change starts with nothing selected, so a delete never reaches items no longer shown.
 */
export type PageSelection = { listKey: string; ids: ReadonlySet<string> };

export const emptySelection = (listKey: string): PageSelection => ({ listKey, ids: new Set() });

/** The ids selected on the list now shown (none when the selection was made on another). */
export function selectedOn(selection: PageSelection, listKey: string): ReadonlySet<string> {
  return selection.listKey === listKey ? selection.ids : new Set();
}

export function toggled(
  selection: PageSelection,
  listKey: string,
  id: string,
  checked: boolean,
): PageSelection {
  const ids = new Set(selectedOn(selection, listKey));
  if (checked) ids.add(id);
  else ids.delete(id);
  return { listKey, ids };
}

/** Select every item of the page, or none. */
export function allOrNone(
  listKey: string,
  pageIds: readonly string[],
  all: boolean,
): PageSelection {
  return { listKey, ids: new Set(all ? pageIds : []) };
}

/** The header checkbox: checked when every item is, indeterminate when only some are. */
export function headerState(pageIds: readonly string[], selected: ReadonlySet<string>) {
  const count = pageIds.filter((id) => selected.has(id)).length;
  return {
    checked: count > 0 && count === pageIds.length,
    indeterminate: count > 0 && count < pageIds.length,
  };
}
