import { LTI_REGISTRATION_LINK_HOURS, LTI_RETIRED_KEY_DAYS, MAX_LTI_DEPLOYMENTS } from '@dsb/core';

const number = (n: number) => new Intl.NumberFormat().format(n);

/** A date and time as the viewer's browser writes them ('Unknown date' when unreadable). */
export function formatDateTime(value: string, locale?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return PLATFORM_MESSAGES.unknownDate;
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A day as the viewer's browser writes it ('Unknown date' when unreadable). */
export function formatDay(value: string, locale?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return PLATFORM_MESSAGES.unknownDate;
  return date.toLocaleDateString(locale, { dateStyle: 'medium' });
}

/**
 * Every text of the Learning Platforms screen (docs/product/admin-console.md, "Learning
 * Platforms"), ready for translation: whole sentences, counts through one function each.
 */
export const PLATFORM_MESSAGES = {
  title: 'Learning Platforms',
  intro:
    'Connect Moodle, Canvas, Schoology, Brightspace or another LTI 1.3 platform, so teachers can add data stories to their courses and pupils open them without a separate sign-in.',
  unknownDate: 'Unknown date',

  // The list
  listTitle: 'Registered platforms',
  loading: 'Loading the learning platforms...',
  loadFailed: 'The learning platforms could not be loaded.',
  retry: 'Try again',
  empty: 'No learning platforms yet',
  emptyHint: 'Register one in one step below, or add its details by hand.',
  platformCount: (n: number) =>
    n === 1
      ? '1 learning platform is registered.'
      : `${number(n)} learning platforms are registered.`,
  columnName: 'Name',
  columnIssuer: 'Issuer',
  columnClientId: 'Client ID',
  columnDeployments: 'Deployment IDs',
  columnRegistered: 'Registered',
  columnActions: 'Actions',
  byHand: 'By hand',
  inOneStep: 'In one step',
  fieldLabel: (label: string) => `${label}:`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  platformsLabel: 'Learning platforms',

  // Remove
  removeTitle: 'Remove this learning platform?',
  removeBody: (name: string) =>
    `Launches from ${name} stop working at once. Pupils' and teachers' accounts and their stories stay.`,
  removeConfirm: 'Remove platform',
  cancel: 'Cancel',
  removed: (name: string) => `${name} was removed.`,
  removeFailed: (reason: string) => `The platform could not be removed: ${reason}`,

  // Add by hand
  addTitle: 'Add a platform by hand',
  addHint:
    "Copy these details from the platform's tool registration page. Then give the platform this tool's details below.",
  issuer: 'Issuer',
  issuerHint: 'The platform ID, for example https://moodle.example.org',
  clientId: 'Client ID',
  clientIdHint: 'The ID the platform gave this tool.',
  authLoginUrl: 'Login URL',
  authLoginUrlHint: 'The platform\u2019s OpenID Connect authentication address.',
  authTokenUrl: 'Token URL',
  authTokenUrlHint: 'The platform\u2019s access token address.',
  jwksUrl: 'JWKS URL',
  jwksUrlHint: 'The address of the platform\u2019s public keys.',
  deploymentIds: 'Deployment IDs',
  deploymentIdsHint: `One per line, at most ${number(MAX_LTI_DEPLOYMENTS)}.`,
  required: {
    issuer: 'Enter the issuer.',
    clientId: 'Enter the client ID.',
    authLoginUrl: 'Enter the login URL.',
    authTokenUrl: 'Enter the token URL.',
    jwksUrl: 'Enter the JWKS URL.',
    deploymentIds: 'Enter at least one deployment ID.',
  },
  add: 'Add platform',
  added: (name: string) => `${name} was added.`,
  addFailed: (reason: string) => `The platform could not be added: ${reason}`,

  // This tool's details
  toolTitle: 'This tool\u2019s details',
  toolHint: 'Enter these addresses in the platform when you register this tool by hand.',
  toolLoading: 'Loading this tool\u2019s details...',
  toolFailed: 'This tool\u2019s details could not be loaded.',
  loginUrl: 'Login URL',
  launchUrl: 'Launch (redirect) URL',
  toolJwksUrl: 'Public keyset (JWKS) URL',
  deepLinkUrl: 'Deep linking URL',
  copy: 'Copy',
  copied: 'Copied',
  copyLabel: (field: string) => `Copy ${field}`,
  keysTitle: 'Signing keys',
  keyCurrent: 'Signs now',
  keyRetired: 'Still published',
  keyCreated: (date: string) => `Created ${date}`,
  noKeys: 'No signing key yet. One is made the first time a platform needs it.',
  rotate: 'Rotate keys',
  rotateTitle: 'Rotate this tool\u2019s signing keys?',
  rotateBody: `A new key signs from now on. The old key stays published for ${number(LTI_RETIRED_KEY_DAYS)} days, so messages it already signed are still accepted. Platforms fetch the new key by themselves.`,
  rotateConfirm: 'Rotate keys',
  rotated: 'A new signing key is in use.',
  rotateFailed: (reason: string) => `The keys could not be rotated: ${reason}`,

  // Register in one step
  oneStepTitle: 'Register in one step',
  oneStepHint:
    "Make a registration link and paste it once into Moodle's or Canvas's tool registration (LTI Advantage dynamic registration). The platform and this tool then exchange their details by themselves.",
  makeLink: 'Make a registration link',
  makeAnother: 'Make another link',
  linkLabel: 'Registration link',
  linkExpiry: (date: string) =>
    `The link works once and expires on ${date} (after ${number(LTI_REGISTRATION_LINK_HOURS)} hours).`,
  linkFailed: (reason: string) => `The registration link could not be made: ${reason}`,
  unreachable: 'the server could not be reached',
} as const;
