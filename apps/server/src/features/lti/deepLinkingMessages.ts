/** What the Deep Linking pages and answers say (docs/product/lti.md, "Adding an activity"). */
export const DEEP_LINK_MESSAGES = {
  requestNotFound: 'This request to add an activity does not exist.',
  requestExpired:
    'This request to add an activity has expired. Close this window and choose “Add activity” in your course again.',
  requestUsed:
    'This activity was already sent to your course. To add another, choose “Add activity” in your course again.',
  sessionEnded:
    'Your session has ended. Close this window and choose “Add activity” in your course again.',
  promptNotFound: 'That big question no longer exists. Go back and choose another.',
  rubricNotFound: 'That rubric is not one of yours. Go back and choose another, or none.',
  sendingTitle: 'Adding the activity to your course',
  sending: 'Sending your choice to your course…',
  sendButton: 'Send to my course',
  refusedTitle: 'The activity could not be added',
  titleLabel: 'Activity title',
  tryAgain: 'Try again',
  backToPicker: 'Back to the choice',
} as const;
