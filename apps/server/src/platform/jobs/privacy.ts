import { declarePrivacy } from '../privacy/declaration';

/** Durable background jobs. */
export const privacy = declarePrivacy({
  tables: {
    jobs: {
      holds:
        "Who started a job and its input: a narrated video's owner, story, title and every slide's script as it was rendered; the addresses a scrape fetches; a backup's file name.",
      about: ['pupils', 'administrators'],
      purpose: 'Background work that survives a restart and is shared by every server.',
      export: {
        file: 'videos.json',
        note: 'every job the person started: video renders (with the videos), their exports',
      },
      deletion: {
        how: 'user deletion',
        detail:
          "The deletion removes the video render jobs whose payload holds the person's user id (with the story's title and scripts); `created_by` of other jobs is emptied (SET NULL).",
      },
      retention: 'For good: nothing removes finished jobs, except a user deletion its own.',
    },
    job_items: {
      holds:
        'Each unit of a job: the address a scrape fetched and what it found (news articles with their bylines), or the id of a grade send or of a learning platform link; no text a user typed.',
      about: ['people outside the app'],
      purpose: 'The units runners claim and finish one by one.',
      export: { withheld: 'working state of background jobs; the articles are in `articles`' },
      deletion: {
        how: 'not about users',
        detail:
          "Goes with its job (cascade from jobs). Ids of a deleted user's grade sends then point at nothing.",
      },
      retention: 'For good, with its job.',
    },
  },
});
