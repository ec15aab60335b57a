/**
 * Exports of the open story (issue #15): narrated video rendered on
 * our server, PDF and slide deck (.pptx) made in the browser, and Google Slides made by our server in
 * the user's Google Drive. The Share menu opens them.
 */
export { ExportDialogsProvider, useOpenExport, type ExportKind } from './ExportDialogs';
export { useGoogleSlidesStatus } from './googleSlides/googleSlidesApi';
