import { Menu, Modal, Notification, createTheme } from '@mantine/core';
import { appMessages } from './messages';

/**
 * The app's Mantine theme, made when the app renders so the names it gives Mantine's controls are
 * in the interface language (LanguageRoot renders everything again when the language changes).
 */
export function appTheme() {
  // WCAG 2.1 AA asks 4.5:1 for text. Mantine's defaults are lighter: filled blue buttons and links
  // (blue.6, 3.6:1), dimmed text (gray.6, 3.3:1) and error text (red.6, 3.6:1). One shade darker
  // each passes (blue.8 4.9:1, gray.7 8:1, red.8 4.6:1); readableColors darkens the palettes that
  // still fall short (green, teal, yellow, orange ...).
  return createTheme({
    primaryColor: 'blue',
    primaryShade: { light: 8, dark: 8 },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'md',
    // Pupils who ask their system for less motion get dialogs and menus without animation.
    respectReducedMotion: true,
    components: {
      // Mantine's close buttons have no name of their own. Not 'Close': several dialogs have a
      // 'Close' button of their own, and two controls with one name cannot be told apart.
      Modal: Modal.extend({
        defaultProps: { closeButtonProps: { 'aria-label': appMessages.dismissDialog() } },
      }),
      Notification: Notification.extend({
        defaultProps: { closeButtonProps: { 'aria-label': appMessages.dismissNotification() } },
      }),
      // The focus placeholder is a focusable 'presentation' div inside role="menu", which breaks
      // the menu pattern (axe: aria-required-children); without it the first item takes focus.
      Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
    },
  });
}
