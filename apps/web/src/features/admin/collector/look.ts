/**
 * Colours of this screen that keep 4.5:1 on white: Mantine's 'dimmed' (gray.6) and default link
 * blue (blue.6) fall short, at about 3.3:1 and 3.6:1.
 */
export const MUTED = 'gray.7';
export const LINK = 'blue.8';
export const ERROR_TEXT = 'red.9';

/** Input and checkbox descriptions are 'dimmed' by default. */
export const readableDescription = {
  description: { color: 'var(--mantine-color-gray-7)' },
} as const;
