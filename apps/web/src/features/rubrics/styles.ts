/** Field hints in a grey dark enough to read (4.5:1 on white); the theme's dimmed is lighter. */
export const HINT_STYLES = { description: { color: 'var(--mantine-color-gray-7)' } };
