/** Texts of the AI help panels added for a pupil's own chart (docs/product/ai-help.md). */
export const PUPIL_CHART_TUTOR_TEXT = {
  title: 'Chart tutor',
  waiting: 'Select a chart you made on the slide to ask about it.',
} as const;
