import type { Resource } from '../model';

/*
 * The two pupils' guides the app already has (public/guides, also shown in the Guide Me tabs of
 * Create New Data Story and of the chart search). Their words are not copied here: each page
 * embeds the guide itself and says where else to find it.
 */

export const CHOOSING_GUIDE_URL = '/guides/choosing-a-big-question.html';
export const EVIDENCE_GUIDE_URL = '/guides/finding-evidence.html';

export const choosingABigQuestion: Resource = {
  slug: 'choosing-a-big-question',
  title: 'Choosing a big question',
  audience: 'pupils',
  summary:
    'Every data story starts with one big question. How to find one you care about and can answer with real numbers.',
  sections: [
    {
      heading: 'The guide',
      blocks: [{ kind: 'guide', url: CHOOSING_GUIDE_URL, title: 'Guide: choosing a big question' }],
    },
    {
      heading: 'Where to find it in the app',
      blocks: [
        {
          kind: 'text',
          text: 'The same guide is in the Guide Me tab of Create New Data Story, next to Browse, so you can read it while you pick.',
        },
      ],
    },
  ],
};

export const findingEvidence: Resource = {
  slug: 'finding-evidence',
  title: 'Finding evidence',
  audience: 'pupils',
  summary:
    'A strong story shows its proof. How to search the chart library, save the best charts and say where the numbers come from.',
  sections: [
    {
      heading: 'The guide',
      blocks: [{ kind: 'guide', url: EVIDENCE_GUIDE_URL, title: 'Guide: finding evidence' }],
    },
    {
      heading: 'Where to find it in the app',
      blocks: [
        {
          kind: 'text',
          text: 'The same guide is in the Guide Me tab of the chart search: in the Charts panel of the slide editor, and in Researcher Mode.',
        },
        {
          kind: 'see',
          text: 'Before you use a chart on a slide, read it carefully:',
          slug: 'reading-a-chart',
        },
      ],
    },
  ],
};
