import type { TemplateId } from './story';

export type TemplateElement = { slideTitle: string; helpText: string };
export type StoryTemplate = {
  id: Exclude<TemplateId, 'none'>;
  title: string;
  description: string;
  elements: TemplateElement[];
};

/** The four story templates (docs/product/slide-grid.md); help texts written for this project. */
export const STORY_TEMPLATES: readonly StoryTemplate[] = [
  {
    id: 'blank',
    title: 'Blank',
    description: 'Start from one empty slide and build your story your own way.',
    elements: [
      {
        slideTitle: 'Untitled Slide',
        helpText:
          'Add a chart, a title and a sentence that says what you want your audience to notice.',
      },
    ],
  },
  {
    id: 'trueForWho',
    title: 'True for Who?',
    description: 'Compare groups in the data and explain why the differences matter.',
    elements: [
      {
        slideTitle: 'What are we looking at?',
        helpText:
          'Introduce the chart: what it measures, where the data comes from and which years it covers.',
      },
      {
        slideTitle: "Who's in our data?",
        helpText:
          'Name the groups, countries or people the data describes, and anyone it leaves out.',
      },
      {
        slideTitle: 'How is it different?',
        helpText:
          'Point to the biggest difference between groups. Use one or two numbers from the chart.',
      },
      {
        slideTitle: 'Why do these differences matter?',
        helpText:
          'Explain what the difference means for real people, and what question it raises next.',
      },
    ],
  },
  {
    id: 'takeAStand',
    title: 'Take a Stand',
    description: 'Make a claim, back it with evidence and answer the other side.',
    elements: [
      {
        slideTitle: 'What do you believe?',
        helpText:
          'State your claim in one clear sentence that someone could agree or disagree with.',
      },
      {
        slideTitle: 'What proves your point?',
        helpText:
          'Show the chart that supports your claim and say exactly which numbers back it up.',
      },
      {
        slideTitle: 'What might others say?',
        helpText:
          'Give the strongest argument against your claim, fairly, and what the data says about it.',
      },
      {
        slideTitle: 'Why should people care?',
        helpText:
          'Tell your audience why this matters to them and what you want them to think or do.',
      },
    ],
  },
  {
    id: 'whatCanBe',
    title: 'What Can Be?',
    description: 'Describe a problem, imagine a better future and plan how to get there.',
    elements: [
      {
        slideTitle: "What's happening now?",
        helpText:
          'Use the data to show the situation today. How big is the problem, and is it growing?',
      },
      {
        slideTitle: 'What could change?',
        helpText:
          'Describe a better future. Is there a place or a time in the data where things were better?',
      },
      {
        slideTitle: 'How do we get there?',
        helpText: 'Suggest steps that could move the numbers, and who would need to take them.',
      },
      {
        slideTitle: 'What should we do?',
        helpText: 'End with one action your audience can take, and how we would know it worked.',
      },
    ],
  },
];

export function findTemplate(id: string): StoryTemplate | undefined {
  return STORY_TEMPLATES.find((t) => t.id === id);
}

/** The card's slide count text: '1 blank slide' for blank, else 'N slides'. */
export function templateSlideCountLabel(template: StoryTemplate): string {
  if (template.id === 'blank') return '1 blank slide';
  return `${template.elements.length} slides`;
}
