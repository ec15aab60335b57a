/** The Agent tab's own sentences (docs/product/ai-help.md). */
export const AGENT_TAB_TEXT = {
  describe: 'Describe chart for script',
  addChartFirst:
    'Add a chart to this slide, or select a chart you made, to write a description of it.',
} as const;
