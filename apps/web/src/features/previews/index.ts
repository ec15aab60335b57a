/** The previews feature's public face: rendering slide previews for the grid and showing progress. */
export { useSlidePreviews } from './useSlidePreviews';
export { PreviewBanner } from './PreviewBanner';
export { usePreviewPending } from './previewStatus';
export { renderSlideImage, renderSlideParts } from './loadRenderer';
