/** What each kind of file in the export holds, for README.txt (by file name). */
const ABOUT: Record<string, string> = {
  'account.json': 'Your account: name, e-mail address, role, settings and sign-in times.',
  'stories.json': 'Your stories, every saved version of them, and who writes them with you.',
  'feedback.json': 'Stories you handed in and the feedback and grades on them.',
  'class-links.json': 'The classes (class links) you belong to or made.',
  'ai-help.json': 'Your conversations with the AI helper.',
  'saved-prompts.json': 'Evidence you saved.',
  'headlines.json': 'Headlines you saved.',
  'uploads.json': 'The images you uploaded (the files are in uploads/).',
  'videos.json': 'The videos made from your stories (the files are in videos/).',
  'activity.json': 'The activity log: what was done with your account and when.',
  'access-log.json': 'Who (a teacher or administrator) opened your work, and when.',
};

/** README.txt: how to read the export; every JSON file is listed, known or not. */
export function readmeText(files: readonly string[], userName: string, createdAt: Date): string {
  const lines = [
    `Your data from Data Story Builder`,
    `For: ${userName}`,
    `Made: ${createdAt.toISOString()}`,
    '',
    'Each .json file is machine-readable (UTF-8 JSON). Inside, each key is a table of the app and',
    'holds your rows of it. Secrets (password hashes, tokens) are never included.',
    '',
    ...files.map((file) => `${file}: ${ABOUT[file] ?? 'More of your data, as stored.'}`),
    'stories/: each of your stories (your own and the group stories you write with others) as a',
    'web page with every slide, the words on it and its script. Open them in a browser. (A PDF of a',
    'story is made in the story editor with Download PDF; this export does not make PDFs.)',
    'uploads/: the images you uploaded. videos/: your rendered videos and their captions.',
    'saved-charts/: pictures of the charts you saved, by story.',
    '',
    'The download link of this export worked for 7 days after it was made.',
  ];
  return `${lines.join('\n')}\n`;
}
