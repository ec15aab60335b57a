import { SPEAKING_WORDS_PER_MINUTE, VIDEO_WORDS_PER_MINUTE } from '@dsb/core';
import type { Resource } from '../model';

/** The pace the app itself times videos and checks scripts with: the page must say the same. */
const WORDS_PER_MINUTE = Math.min(SPEAKING_WORDS_PER_MINUTE, VIDEO_WORDS_PER_MINUTE);

export const writingASpokenScript: Resource = {
  slug: 'writing-a-spoken-script',
  title: 'Writing a spoken script',
  audience: 'pupils',
  summary:
    'Your script is what you say while each slide is on screen. Write it to be heard, not read.',
  sections: [
    {
      heading: 'How long to talk',
      blocks: [
        {
          kind: 'text',
          text: `Most people speak about ${WORDS_PER_MINUTE} words a minute. That is two or three words every second. Use it to plan each slide:`,
        },
        {
          kind: 'list',
          items: [
            ['20 seconds on a slide', 'about 50 words.'],
            ['30 seconds on a slide', 'about 75 words.'],
            ['1 minute on a slide', 'about 150 words. That is a lot: most slides need less.'],
          ],
        },
        {
          kind: 'text',
          text: 'A 2-minute story with 6 slides is about 300 words in all: about 50 words a slide.',
        },
        {
          kind: 'tip',
          title: 'Hear it',
          text: 'In the slide editor, press Speak under your script to hear it read aloud. When you make a video, each slide stays on screen for as long as its script takes to say.',
        },
      ],
    },
    {
      heading: 'One idea per slide',
      blocks: [
        {
          kind: 'text',
          text: 'Each slide makes one point. If you hear yourself say "and also...", that is the start of a new slide.',
        },
        {
          kind: 'compare',
          strong: 'Slide 3: "Summers are getting hotter. Here is how much."',
          weak: 'Slide 3: "Summers are hotter, the ice is melting, the sea is rising and storms are worse."',
          why: 'Four ideas in one slide: the listener remembers none of them. Give each one its own slide.',
        },
      ],
    },
    {
      heading: 'Say the number and where it comes from',
      blocks: [
        {
          kind: 'text',
          text: 'When a slide shows a chart, say one number from it, with its unit, and say who measured it.',
        },
        {
          kind: 'compare',
          strong:
            '"According to the US EPA, the sea rose about 9 inches between 1880 and 2013. That is longer than a pencil."',
          weak: '"The sea is rising a lot."',
          why: 'The strong version has a number, a unit, the years and a source, and helps the listener picture it.',
        },
        {
          kind: 'list',
          items: [
            ['Round numbers for listeners', '"about 9 inches", not "8.98 inches".'],
            ['Always say the unit', 'degrees, percent, people, tonnes.'],
            ['Say the years', '"between 1880 and 2013", not just "over time".'],
            ['Name the source out loud', '"NASA measured...", "According to the World Bank...".'],
          ],
        },
      ],
    },
    {
      heading: 'Write for the ear',
      blocks: [
        {
          kind: 'list',
          items: [
            ['Short sentences', 'one breath each.'],
            ['Talk to your audience', '"you", "we", "people our age".'],
            'Do not read out the words on the slide. Say what they mean.',
            ['Point at the chart with words', '"See the line climb after 1980?"'],
          ],
        },
      ],
    },
    {
      heading: 'A shape that works',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Start with your big question, and why it matters to you.',
            'Show your evidence: one chart, one number, one source per slide.',
            'Finish with what it means for people like you, and what could change.',
          ],
        },
        {
          kind: 'text',
          text: 'The story templates (True for Who?, Take a Stand, What Can Be?) give you slides in this kind of order, each with a hint.',
        },
      ],
    },
    {
      heading: 'Check before you present',
      blocks: [
        {
          kind: 'list',
          items: [
            'Every slide has a script. A video needs one on every slide.',
            'No slide is longer than you planned (count the words).',
            'Every chart slide has a number, its unit and its source.',
            'You have read the whole script aloud once, with a timer.',
          ],
        },
      ],
    },
  ],
};
