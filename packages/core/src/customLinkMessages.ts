/**
 * What custom links say (docs/product/custom-links.md). Apart from the link schemas, so the first
 * page, which shows the class-link notices, does not load them.
 */
export const CUSTOM_LINK_MESSAGES = {
  nameRequired: 'Link name is required',
  trackingIdRequired: 'Tracking ID is required',
  trackingIdCharacters: 'Tracking ID can only contain letters, numbers, and hyphens',
  trackingIdTaken: 'This tracking ID is already in use. Please choose a different one.',
  invalidLinkId: 'Invalid link ID',
  signInToCreate: 'Please log in to create a custom link',
  notFound: 'Custom link not found',
  linkInactive: 'This class link is no longer active. You can still start a story of your own.',
  promptNotFound: 'The chosen prompt no longer exists',
  uniqueIdFailed: 'Failed to generate a unique tracking ID. Please try again.',
  copied: 'URL copied to clipboard!',
  teacherCanSee: 'Your teacher can see this story',
} as const;
