import { LTI_NEW_TAB_SECONDS } from '@dsb/core';

/**
 * What the LTI pages and answers say (docs/product/lti.md). The launch's refusals are core's
 * LTI_LAUNCH_PROBLEMS; these are the rest.
 */
export const LTI_MESSAGES = {
  duplicatePlatform:
    'This platform is already registered with the same issuer and client ID. Edit or remove that registration instead.',
  platformNotFound: 'That platform registration does not exist.',
  launchRefusedTitle: 'The activity could not be opened',
  launchRefusedHint: 'If this keeps happening, tell your teacher or the school’s administrator.',
  notSetUpTitle: 'Not set up yet',
  notSetUp:
    'Your teacher has not set up this activity yet. Try again after your teacher has opened it once.',
  badLogin: 'The sign-in from your course is missing information (issuer or login hint).',
  ticketTitle: 'This link has expired',
  ticketUsed: `This link works once and only for ${LTI_NEW_TAB_SECONDS} seconds. Go back to the course and choose “Open in a new tab” again.`,
  defaultLinkName: 'Course activity',
} as const;
