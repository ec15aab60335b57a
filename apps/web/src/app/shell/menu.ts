import { shellMessages } from './messages';

/** The home sidebar's entries (docs/product/index.md), in order; `divider` draws a line before. */
export type MenuValue = 'create' | 'stories' | 'resources' | 'custom-links' | 'admin';

export type MenuItem = {
  value: MenuValue;
  /** The entry's name, read when drawn so it follows the interface language. */
  label: () => string;
  adminOnly?: boolean;
  dividerBefore?: boolean;
  /** A page of its own (a link), instead of a component in the home shell's main area. */
  path?: string;
};

export const MENU_ITEMS: readonly MenuItem[] = [
  { value: 'create', label: shellMessages.menu.create },
  { value: 'stories', label: shellMessages.menu.stories },
  { value: 'resources', label: shellMessages.menu.resources, dividerBefore: true },
  { value: 'custom-links', label: shellMessages.menu.customLinks },
  {
    value: 'admin',
    label: shellMessages.menu.admin,
    adminOnly: true,
    dividerBefore: true,
    path: '/admin',
  },
];

export const DEFAULT_MENU_VALUE: MenuValue = 'create';

export function visibleMenuItems(isAdmin: boolean): MenuItem[] {
  return MENU_ITEMS.filter((item) => !item.adminOnly || isAdmin);
}
