import type { Resource } from '../model';

export const readingAChart: Resource = {
  slug: 'reading-a-chart',
  title: 'Reading a chart',
  audience: 'pupils',
  summary:
    'Before a chart goes on your slide, make sure you know what it really says, and what it does not.',
  sections: [
    {
      heading: 'Start with the title',
      blocks: [
        {
          kind: 'text',
          text: 'The title tells you what was measured, where and when. Read it twice. "Global average sea level change since 1880" is about the whole world, not your town, and starts in 1880.',
        },
      ],
    },
    {
      heading: 'Axes and units',
      blocks: [
        {
          kind: 'list',
          items: [
            'The axis along the bottom is often time: years or months.',
            'The axis up the side is what was measured. Find its unit: °C, inches, percent, people per 100, million tonnes.',
            'Look where the side axis starts. If it does not start at zero, a small change can look huge.',
          ],
        },
        {
          kind: 'tip',
          title: 'Read the exact numbers',
          text: 'Open a chart in the app and turn on Show data to see the table of numbers behind it.',
        },
      ],
    },
    {
      heading: 'Source',
      blocks: [
        {
          kind: 'text',
          text: 'Who collected the data? The source is at the bottom of the chart and in Description and Research. NASA, NOAA, the World Bank and Our World in Data are examples. Say the source when you use the chart.',
        },
      ],
    },
    {
      heading: 'Trend or single values?',
      blocks: [
        {
          kind: 'text',
          text: 'A trend is the overall direction over many years. A single value is one point: one year, one country.',
        },
        {
          kind: 'compare',
          strong: '"Over 40 years the line goes up, with a few dips along the way."',
          weak: '"Last summer was hot, so the planet is warming."',
          why: 'One hot year could be luck. Many years going the same way is a trend.',
        },
        {
          kind: 'list',
          items: [
            'Compare the first and the last value: how much did it change?',
            'Find the highest and the lowest value, and when they happened.',
            'Look for where the line is steepest: that is where it changed fastest.',
          ],
        },
      ],
    },
    {
      heading: 'What the chart does not show',
      blocks: [
        {
          kind: 'list',
          items: [
            ['Why it happened', 'two lines rising together does not prove one causes the other.'],
            [
              'Who and where was left out',
              'a world average can hide big differences between countries.',
            ],
            ['What happens next', 'the data stops at its last year.'],
          ],
        },
        {
          kind: 'tip',
          title: 'Check the limits',
          text: 'Description and Research under each chart says what the data can and cannot show. Read it before you make a big claim.',
        },
      ],
    },
    {
      heading: 'Say it in one sentence',
      blocks: [
        {
          kind: 'text',
          text: 'If you can say what the chart shows in one sentence, you understand it. Try this pattern: "From [year] to [year], [what was measured] [rose / fell] from [number] to [number] [unit], according to [source]."',
        },
        {
          kind: 'see',
          text: 'Then say it out loud, in your script:',
          slug: 'writing-a-spoken-script',
        },
      ],
    },
  ],
};
