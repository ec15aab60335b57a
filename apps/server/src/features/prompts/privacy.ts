import { declarePrivacy, notPersonal } from '../../platform/privacy/declaration';

/** The big-question library and the prompts people saved. */
export const privacy = declarePrivacy({
  tables: {
    prompts: notPersonal(
      'The big-question library: questions, scripts, topics, keywords and source links, written by administrators (no author is recorded).',
      'Until an administrator deletes the prompt.',
    ),
    saved_prompts: {
      holds: 'Which prompts a person saved, and when.',
      about: ['pupils', 'teachers'],
      purpose: 'Finding saved prompts again on the grid (docs/product/prompts.md).',
      export: { file: 'saved-prompts.json' },
      deletion: { how: 'cascade', detail: 'Deleted with the user (and with the prompt).' },
      retention: 'Until the person unsaves the prompt, or the prompt or the person is deleted.',
    },
  },
  external: {
    'article pages for prompt drafts': {
      receives:
        'One page request for the article address an administrator entered; nothing about a person.',
      about: ['nobody'],
      purpose: 'Drafting prompts from a news article (docs/product/admin-prompts.md).',
      enabledBy: 'An administrator asking for prompt drafts from an article address.',
    },
  },
});
