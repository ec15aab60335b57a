import type { Story } from '@dsb/core';

/** A story as the client edits it: a draft has no `_id` (nor version) until its first save. */
export type StoryDraft = Omit<Story, '_id' | 'version' | 'createdAt' | 'updatedAt'> &
  Partial<Pick<Story, '_id' | 'version' | 'createdAt' | 'updatedAt'>>;
