import type { AppConfig } from '../platform/config/config';

type Link = { url: string; expiresAt: Date };
type AdminSettings = Pick<AppConfig, 'adminEmails' | 'devLoginEnabled' | 'devLoginFromAnyAddress'>;

const RULE = '='.repeat(72);

/** "2026-12-04 07:11 UTC": read by a person, not parsed. */
const shownTime = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * What else makes an administrator on this install: the ADMIN_EMAILS addresses at sign-in
 * (admin@example.com by default with development sign-in). Null when nothing does.
 */
function otherWay(settings: AdminSettings): string | null {
  const emails = [...settings.adminEmails];
  if (emails.length === 0) return null;
  const where = !settings.devLoginEnabled
    ? ''
    : settings.devLoginFromAnyAddress
      ? ' (the development sign-in form is offered to every computer)'
      : ' (the development sign-in form is offered on this computer only)';
  const whom = emails.length === 1 ? 'that address becomes' : 'each of them becomes';
  return `Or sign in as ${emails.join(', ')}: ${whom} an administrator at sign-in${where}.`;
}

/**
 * The first-admin link as a log line and as a framed block for the terminal: among a start's
 * JSON log lines a person would not see it. The URL stays on a line of its own, unwrapped, so
 * it can be copied whole.
 */
export function firstAdminNotice(link: Link, settings: AdminSettings) {
  const until = shownTime(link.expiresAt);
  const other = otherWay(settings);
  const logLine =
    `No administrator account yet. Open this one-time link to create the first admin ` +
    `(valid until ${until}): ${link.url}` +
    (other ? ` ${other}` : '');
  const block = [
    '',
    RULE,
    'FIRST ADMINISTRATOR: no administrator account exists yet.',
    `Open this one-time link to create one (it works once, until ${until}):`,
    '',
    `    ${link.url}`,
    '',
    ...(other ? [other, ''] : []),
    'A new link is printed at each start until an administrator exists.',
    RULE,
    '',
  ].join('\n');
  return { logLine, block };
}
