import { declarePrivacy } from '../../platform/privacy/declaration';

/** Group work: the shared document of a story. */
export const privacy = declarePrivacy({
  tables: {
    story_documents: {
      holds:
        "A story's shared document (Yjs state): every co-author's words, drawings and canvas objects, with its edit history compacted.",
      about: ['pupils'],
      purpose: 'Editing a story together (docs/product/group-work.md).',
      export: { file: 'stories.json', note: 'as the story, not as Yjs state' },
      deletion: {
        how: 'cascade',
        detail:
          'Deleted with the story, which goes with its owner; a group story (and its document) is handed to its longest-standing co-author instead.',
        leavesBehind:
          "A deleted co-author's words stay in the group stories others keep, unattributed: the document stores no names.",
      },
      retention: 'Until the story is deleted.',
    },
  },
  caches: {
    'open shared documents (memory)': {
      holds:
        'The shared document of each story someone has open on this server, with who is connected and their cursors.',
      about: ['pupils'],
      purpose: 'Live editing: changes go to everyone in the story at once.',
      export: { withheld: 'a live copy of `story_documents`' },
      deletion: {
        how: 'expires',
        detail:
          'Deleting a story closes its document at once; deleting a user does not close the documents they have open, which stay in memory until their last peer leaves.',
      },
      retention:
        'While anyone has the story open on this server; saved and dropped when the last one leaves.',
    },
  },
});
