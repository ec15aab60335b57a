/** The headlines feature's public face: the panel for the slide editor and the card it places. */
export { HeadlinesPanel, type HeadlinesPanelProps } from './HeadlinesPanel';
export { headlineCardForSlide } from './placeHeadline';
