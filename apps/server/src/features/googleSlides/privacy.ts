import { declarePrivacy } from '../../platform/privacy/declaration';

/** The Google Slides export's Drive authorisation. */
export const privacy = declarePrivacy({
  tables: {
    google_drive_tokens: {
      holds:
        "A person's Google Drive access and refresh tokens (encrypted with a key derived from SESSION_SECRET), their expiry and granted scopes.",
      about: ['pupils', 'teachers'],
      purpose: 'Exporting a story to Google Slides without any page script holding the tokens.',
      export: { withheld: 'secrets that act for the person at Google' },
      deletion: {
        how: 'cascade',
        detail:
          'Deleted with the user; the grant itself is not revoked at Google (the person can revoke it in their Google account).',
      },
      retention:
        'Until the user is deleted, or until Google refuses the tokens (then they are forgotten and the person connects again).',
    },
  },
  external: {
    'Google Drive and Slides (GOOGLE_API_BASE_URL)': {
      receives:
        "The story's slides as a presentation file (its text, charts, pictures and speaker notes, so any names written in them), with the person's own Google access token.",
      about: ['pupils', 'teachers', 'people outside the app'],
      purpose:
        'Saving a story as Google Slides in the Drive of the person who asked (docs/product/google-slides.md).',
      enabledBy:
        'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET in the server environment, and then only when the person grants Drive access.',
    },
  },
});
