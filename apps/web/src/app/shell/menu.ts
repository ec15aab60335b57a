/** The home sidebar's entries (docs/product/index.md), in order; `divider` draws a line before. */
export type MenuValue = 'create' | 'stories' | 'resources' | 'custom-links' | 'admin';

export type MenuItem = {
  value: MenuValue;
  label: string;
  adminOnly?: boolean;
  dividerBefore?: boolean;
  /** A page of its own (a link), instead of a component in the home shell's main area. */
  path?: string;
};

export const MENU_ITEMS: readonly MenuItem[] = [
  { value: 'create', label: 'Create New Data Story' },
  { value: 'stories', label: 'My Data Stories' },
  { value: 'resources', label: 'Resources', dividerBefore: true },
  { value: 'custom-links', label: 'Custom Links' },
  { value: 'admin', label: 'Admin Console', adminOnly: true, dividerBefore: true, path: '/admin' },
];

export const DEFAULT_MENU_VALUE: MenuValue = 'create';

export function visibleMenuItems(isAdmin: boolean): MenuItem[] {
  return MENU_ITEMS.filter((item) => !item.adminOnly || isAdmin);
}
