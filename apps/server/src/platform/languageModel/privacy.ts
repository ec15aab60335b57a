import { declarePrivacy } from '../privacy/declaration';

/** The AI model adapters: nothing kept, requests sent out when configured. */
export const privacy = declarePrivacy({
  external: {
    'AI model provider (LLM_BASE_URL)': {
      receives:
        "The AI help's prompts: the person's question, their story's text, chart data and, with a vision model, chart images. Every e-mail address, and the names of the person asking and of the story's owner and co-authors, are replaced by [e-mail] and [name] first (docs/decisions/0056-data-minimisation.md).",
      about: ['pupils', 'teachers', 'people outside the app'],
      purpose: 'Answers of the AI help, the chart tutor and prompt drafting (docs/ai.md).',
      enabledBy:
        'LLM_PROVIDER, LLM_BASE_URL and LLM_MODEL in the server environment; the offline guide answers while unset.',
    },
  },
});
