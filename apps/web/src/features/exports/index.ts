/**
 * Exports of the open story (spec 3 §2 "Export modals", §4; issue #15): narrated video rendered on
 * our server, PDF and slide deck (.pptx) made in the browser. The Share menu opens them.
 */
export { useExportDialogs, type ExportKind } from './ExportDialogs';
