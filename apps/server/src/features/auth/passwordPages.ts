import { PASSWORD_MIN_LENGTH } from '@dsb/core';
import type { PendingLink } from './passwordService';
import { escapeHtml, page } from './pages';

/** The page a one-time link opens: choose a password (and, for the first admin, who they are). */
export function passwordSetPage(
  token: string,
  pending: PendingLink,
  error?: string,
  values: { displayName?: string; email?: string } = {},
): string {
  const firstAdmin = pending.purpose === 'first-admin';
  const intro = firstAdmin
    ? '<h1>Create the first admin</h1><p>This one-time link sets up the administrator account of this server.</p>'
    : `<h1>Choose a password</h1><p>For <strong>${escapeHtml(pending.displayName)}</strong> (${escapeHtml(pending.email)}).</p>`;
  const who = firstAdmin
    ? `<label for="displayName">Display name</label>
<input id="displayName" name="displayName" required minlength="2" maxlength="100" autocomplete="name" value="${escapeHtml(values.displayName ?? '')}" autofocus>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" required maxlength="254" autocomplete="username" value="${escapeHtml(values.email ?? '')}">`
    : `<input type="hidden" name="email" value="${escapeHtml(pending.email)}" autocomplete="username">`;
  return page(
    firstAdmin ? 'Create the first admin' : 'Choose a password',
    `${intro}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/auth/password/set">
<input type="hidden" name="token" value="${escapeHtml(token)}">
${who}
<label for="password">New password</label>
<input id="password" name="password" type="password" required minlength="${PASSWORD_MIN_LENGTH}" maxlength="200" autocomplete="new-password"${firstAdmin ? '' : ' autofocus'}>
<label for="confirmPassword">Repeat the password</label>
<input id="confirmPassword" name="confirmPassword" type="password" required minlength="${PASSWORD_MIN_LENGTH}" maxlength="200" autocomplete="new-password">
<p class="note">At least ${PASSWORD_MIN_LENGTH} characters. The link works once.</p>
<button type="submit">Save password and sign in</button>
</form>`,
  );
}

export function passwordLinkInvalidPage(message: string): string {
  return page(
    'Link not valid',
    `<h1>This link cannot be used</h1><p class="error" role="alert">${escapeHtml(message)}</p><a class="button" href="/">Go to the app</a>`,
  );
}

/** The password was set, but an inactive or suspended account still cannot sign in. */
export function passwordSetInactivePage(message: string): string {
  return page(
    'Password set',
    `<h1>Password set</h1><p role="status">${escapeHtml(message)}</p><a class="button" href="/">Go to the app</a>`,
  );
}
