/**
 * The editor feature's public face for other features: the editor's address and its slide parameter.
 * The page itself is loaded lazily by app/router.tsx; exporting it here would pull Fabric into every
 * importer's chunk.
 */
export { editorPath, parseSlideParam } from './slideParams';
