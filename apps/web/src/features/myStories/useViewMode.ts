import { useLocalStorage } from '@mantine/hooks';
import { DEFAULT_VIEW_MODE, VIEW_MODE_STORAGE_KEY, parseViewMode, type ViewMode } from './model';

/** The grid/list choice, remembered in local storage (and kept in step across tabs). */
export function useViewMode() {
  return useLocalStorage<ViewMode>({
    key: VIEW_MODE_STORAGE_KEY,
    defaultValue: DEFAULT_VIEW_MODE,
    // Read at once so a list-view user does not see the grid flash first.
    getInitialValueInEffect: false,
    serialize: (mode) => mode,
    deserialize: (value) => parseViewMode(value),
  });
}
