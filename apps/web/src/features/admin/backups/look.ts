/**
 * Colours of this screen that keep 4.5:1 on white: Mantine's 'dimmed' (gray.6) and light blue
 * (blue.6) fall short, at about 3.3:1 and 3.6:1.
 */
export const MUTED = 'gray.7';
export const DANGER = 'red.9';
export const ACTION = 'blue.8';
