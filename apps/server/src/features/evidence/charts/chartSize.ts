/** Logical size of a chart; slides fit it to their width, so it is drawn for about that. */
export const CHART_WIDTH = 750;
export const CHART_HEIGHT = 520;
/** PNG pixels per logical pixel: 2 keeps text crisp on high-density screens and in exports. */
export const CHART_SCALE = 2;
