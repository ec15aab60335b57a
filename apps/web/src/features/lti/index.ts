/**
 * The LTI feature's public face (docs/product/lti.md): frame mode inside a learning platform (the
 * token, started by main.tsx), what other screens use of it, and "Open in a new tab". The
 * instructor's picker is loaded lazily by the app from DeepLinkPickerPage.
 */
export { startFrameMode } from './startFrameMode';
export { frameSocketParams, inFrameMode } from './frameToken';
export { frameSafeDownload } from './frameDownload';
export { NewTabSlot } from './NewTabSlot';
