/** What Dynamic Registration's pages say (docs/product/lti.md, "Registering a platform in one step"). */
export const REGISTRATION_MESSAGES = {
  failedTitle: 'The platform could not be registered',
  failedHint:
    'Nothing was saved. Ask the app’s administrator for a new registration link and try again.',
  badTicket: 'This registration link is not valid, has expired or was already used.',
  missingConfiguration:
    'The platform did not say where its configuration is (openid_configuration).',
  unreachable: (reason: string) => `The platform’s configuration could not be read: ${reason}`,
  badConfiguration:
    'The platform’s configuration is missing its issuer, sign-in, token, key or registration address.',
  issuerMismatch:
    'The platform’s configuration names an issuer that is not the site it was read from, so it cannot be trusted.',
  refused: (status: number) =>
    `The platform refused the registration (HTTP ${status}). Its registration link may have been used already.`,
  badAnswer: 'The platform’s answer to the registration has no client ID or deployment ID.',
  invalidPlatform: (reason: string) => `The platform’s addresses cannot be used: ${reason}`,
  doneTitle: 'Registered',
  done: (name: string) =>
    `${name} is now registered with this app. You can close this window and add the app to a course.`,
} as const;
