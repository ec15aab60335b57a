import { CUSTOM_LINK_MESSAGES } from '@dsb/core';
import type { Resource } from '../model';

/*
 * Written against the app's actual behaviour: features/customLinks (the link form, card, landing
 * page and class view), decision 0023, and the Share menu of the slide editor (features/exports).
 * Quoted labels are the ones on screen; change them here when the screens change.
 */

export const teachersGuide: Resource = {
  slug: 'teachers-guide',
  title: "Teacher's guide: running a class",
  audience: 'teachers',
  summary:
    'Start a whole class on one big question with a custom link, follow their stories as they work, and collect the finished work.',
  sections: [
    {
      heading: 'Before you start',
      blocks: [
        {
          kind: 'list',
          items: [
            'Sign in. Custom Links in the sidebar is only for signed-in users.',
            'Pupils sign in with Google, or with the e-mail and password an administrator created for them (Admin Console, View All Users, Create User).',
          ],
        },
      ],
    },
    {
      heading: 'Create a class link',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Open Custom Links in the sidebar and fill in the Create New Link form (beside your links, or below them on a phone).',
            ['Link name', "for you only, e.g. 'Year 8 science, period 3'."],
            [
              'Tracking ID',
              'press Generate for 8 random letters and digits, or type your own (letters, numbers and hyphens). No two links on the site can share one.',
            ],
            [
              'Room (optional)',
              'your class name, e.g. Room 12. Pupils see it as a badge at the top of the screen.',
            ],
            [
              'Prompt',
              "search for the big question the class should work on, or choose 'None - Let user choose' to let each pupil pick.",
            ],
            'Press Create Link.',
          ],
        },
      ],
    },
    {
      heading: 'Share the address',
      blocks: [
        {
          kind: 'text',
          text: 'Each link card shows its Share URL: your site\'s address followed by /tool?tid= and the tracking ID, with &room= and the room when you set one. Press Copy ("URL copied to clipboard!") and post it where your class will find it.',
        },
        {
          kind: 'tip',
          title: 'One tab, one class',
          text: 'Every story a pupil starts in the browser tab where they opened your link joins your class. Ask pupils to open the link first, then start their story in that tab.',
        },
      ],
    },
    {
      heading: 'What pupils see',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            "A pupil who is not signed in sees 'Start your data story' with the big question, the note '" +
              CUSTOM_LINK_MESSAGES.teacherCanSee +
              "', and a sign-in button.",
            'After signing in they choose a story template (Choose a Story Template), and their new story starts on your question.',
            'Without a prompt on the link, they land on the home page to choose a question first.',
            "The note '" +
              CUSTOM_LINK_MESSAGES.teacherCanSee +
              "' also shows when they pick a template and under their story's title, so they always know.",
          ],
        },
        {
          kind: 'text',
          text: `If the link has been deleted or the address is wrong, pupils see '${CUSTOM_LINK_MESSAGES.linkInactive}'`,
        },
      ],
    },
    {
      heading: 'What the class view shows',
      blocks: [
        {
          kind: 'text',
          text: 'Each link card counts its openings and how many pupils started a story. Press View class to see:',
        },
        {
          kind: 'list',
          items: [
            "Every story started through the link, most recently edited first, with the pupil's name, the story title, the number of slides, how many slides have a script, and when it was last edited.",
            ['View', "each slide's picture with its title and script, read-only."],
            [
              'Export CSV',
              'the same list as a spreadsheet file (Pupil, Story, Slides, Slides with a script, Last edited), named after the link and the date.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'What the class view does not do',
      blocks: [
        {
          kind: 'list',
          items: [
            ['No editing', "you cannot change or comment on a pupil's slides or scripts."],
            [
              'No other stories',
              "only stories started through this link, never a pupil's other work.",
            ],
            ['No one else', "only you (and the site's administrators) can open your class view."],
            [
              'Nothing after the link is deleted',
              'the link stops working, pupils keep their stories, and you can no longer see them. A new link with the same tracking ID does not bring them back.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'How to export work',
      blocks: [
        {
          kind: 'text',
          text: 'Pupils export their own story: open it in the slide editor and use the Share menu at the top right. Ask them to hand in the file; the class view does not export stories.',
        },
        {
          kind: 'list',
          items: [
            [
              'Video',
              'a narrated MP4 in portrait format, with the script as captions. Each slide needs a script. Pupils choose a voice, press Generate Video, and find earlier videos under Video History.',
            ],
            [
              'PDF',
              'a preview, then Download PDF. Each slide is followed by a page with its script.',
            ],
            [
              'Slide deck (.pptx)',
              'one picture per slide, with the script as speaker notes. Opens in PowerPoint, Keynote or LibreOffice, or can be uploaded to Google Slides.',
            ],
          ],
        },
        {
          kind: 'tip',
          title: 'Google Slides',
          text: 'The Google Slides item in the Share menu is marked Coming Soon. Use the slide deck (.pptx) instead.',
        },
      ],
    },
  ],
};
