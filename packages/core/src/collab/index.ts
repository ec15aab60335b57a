// Group editing's shared document model (docs/product/group-work.md). A subpath of its own
// (`@dsb/core/collab`), so pages that never edit together do not load Yjs.
export * from './storyDocument';
export * from './replacedEdits';
