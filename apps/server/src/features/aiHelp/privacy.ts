import { declarePrivacy } from '../../platform/privacy/declaration';
import { retentionText } from '../../platform/privacy/retention';

// A chat goes (with its messages) once it has not changed for the period; the owner is warned.
const KEPT_WITH_USER = retentionText(
  'ai-chats',
  'the daily retention job deletes chats not changed for that long, with their messages, after a notice to the owner 14 days before; otherwise they go with the user.',
);

/** AI help: chats, their messages, the agent activity log and usage counts. */
export const privacy = declarePrivacy({
  tables: {
    chat_sessions: {
      holds: "That a person chatted about a story's slide or a chart, and when.",
      about: ['pupils', 'teachers'],
      purpose:
        'Keeping one chat per story, slide and chart to come back to (docs/product/ai-help.md).',
      export: { file: 'ai-help.json' },
      deletion: { how: 'cascade', detail: 'Deleted with the user, with its messages.' },
      retention: KEPT_WITH_USER,
    },
    chat_messages: {
      holds: "The person's questions as they typed them, and the tutor's answers.",
      about: ['pupils', 'teachers'],
      purpose: 'Showing the chat again and giving the tutor its context.',
      export: { file: 'ai-help.json' },
      deletion: { how: 'cascade', detail: 'Deleted with the chat, which goes with the user.' },
      retention: KEPT_WITH_USER,
    },
    agent_activity_log: {
      holds:
        'What the AI help did for a person and when (chats opened, messages sent and received).',
      about: ['pupils', 'teachers'],
      purpose: "The administrators' view of how AI help is used.",
      export: { file: 'ai-help.json' },
      deletion: { how: 'cascade', detail: 'Deleted with the user (and with the chat).' },
      retention: 'Until the user is deleted.',
    },
    ai_usage: {
      holds: "A person's number of AI requests and model tokens per minute and per day.",
      about: ['pupils', 'teachers'],
      purpose: 'The per-person rate limit and daily budget, the same on every server.',
      export: { file: 'ai-help.json' },
      deletion: { how: 'cascade', detail: 'Deleted with the user.' },
      retention:
        'Minute rows are swept once more than an hour old (on about one request in 50); day rows stay until the user is deleted.',
    },
  },
});
