/** Small server-rendered pages shown in the sign-in popup. Scripts are external files (CSP). */

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function page(title: string, body: string, script?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;background:#f6f7fb;color:#1a1b1e}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:28px;width:min(360px,90vw)}
h1{font-size:20px;margin:0 0 6px} p{color:#495057;font-size:14px;line-height:1.45}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 4px}
input{box-sizing:border-box;width:100%;padding:9px 10px;border:1px solid #ced4da;border-radius:6px;font-size:15px}
input:focus{outline:2px solid #228be6;outline-offset:1px}
button,a.button{display:inline-block;margin-top:18px;width:100%;padding:10px;border:0;border-radius:6px;background:#228be6;color:#fff;font-size:15px;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.note{font-size:12px;color:#868e96;margin-top:14px}.error{color:#c92a2a}
h2{font-size:16px;margin:24px 0 4px;padding-top:16px;border-top:1px solid #e9ecef}.divider{text-align:center;font-size:13px;margin:14px 0 0}
</style></head><body><main>${body}</main>${script ? `<script src="${script}"></script>` : ''}</body></html>`;
}

/** What the sign-in popup offers: the forms and links the server's configuration allows. */
export type SignInPageOptions = {
  /** A 'Continue with Google' link (Google configured, local accounts beside it). */
  google: boolean;
  /** The development form (no Google, and the request comes from this computer). */
  devLogin: boolean;
  /** False until some account has a password: the page then tells the operator what to do. */
  localAccounts: boolean;
  /** A failed attempt, shown above the form it came from, with what was typed kept. */
  error?: { form: 'password' | 'dev'; message: string };
  email?: string;
  displayName?: string;
};

const errorLine = (message: string | undefined) =>
  message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '';

/** The sign-in popup (GET /auth/google): Google, e-mail and password, development sign-in. */
export function signInPage(options: SignInPageOptions): string {
  const { error, email = '', displayName = '' } = options;
  const passwordEmail = error?.form === 'password' ? email : '';
  // Focus where the person will type: after a failed password sign-in, its password field (or
  // its e-mail when empty); otherwise the development form on this computer, else the e-mail.
  const focusPassword = error?.form === 'password' || !options.devLogin;
  const autofocus = (on: boolean) => (on ? ' autofocus' : '');
  const google = options.google
    ? `<a class="button" href="/auth/google?provider=google">Continue with Google</a>
<p class="divider">or sign in with your e-mail and password</p>`
    : '';
  const passwordForm = `${errorLine(error?.form === 'password' ? error.message : undefined)}
<form method="post" action="/auth/password/login">
<label for="password-email">E-mail</label>
<input id="password-email" name="email" type="email" required autocomplete="username" maxlength="254" value="${escapeHtml(passwordEmail)}"${autofocus(focusPassword && !passwordEmail)}>
<label for="password">Password</label>
<input id="password" name="password" type="password" required autocomplete="current-password" maxlength="200"${autofocus(focusPassword && !!passwordEmail)}>
<button type="submit">Sign in</button>
</form>`;
  const operatorNote = options.localAccounts
    ? ''
    : `<p class="note">No account has a password yet. If you run this server: open the one-time set-up link the server printed in its log at the first start to create the first admin, then create accounts for your class in the Admin Console. You can also configure Google sign-in (set <code>GOOGLE_CLIENT_ID</code> and <code>GOOGLE_CLIENT_SECRET</code>) or, on a trusted network only, set <code>AUTH_DEV_LOGIN=1</code>. See docs/config.md.</p>`;
  const devForm = options.devLogin
    ? `<h2>Development sign-in</h2>
<p>Google sign-in is not configured on this server, so this development sign-in is used instead. It works only on the computer that runs the app.</p>
${errorLine(error?.form === 'dev' ? error.message : undefined)}
<form method="post" action="/auth/dev/login">
<label for="displayName">Display name</label>
<input id="displayName" name="displayName" autocomplete="name" maxlength="100" value="${escapeHtml(displayName)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" required autocomplete="email" maxlength="254" value="${escapeHtml(error?.form === 'dev' ? email : '')}"${autofocus(!focusPassword)}>
<button type="submit">Sign in</button>
</form>
<p class="note">Anyone can sign in here with any e-mail address. Configure Google sign-in or password accounts before using this with a class.</p>`
    : '';
  // The public policy page (docs/product/retention.md), opened beside the popup, not inside it.
  const policy = `<p class="note"><a href="/privacy" target="_blank" rel="noopener">How long we keep your data</a></p>`;
  return page(
    'Sign in',
    `<h1>Sign in</h1>\n${google}${passwordForm}\n${operatorNote}${devForm}${policy}`,
  );
}

export function signInCompletePage(): string {
  return page(
    'Signed in',
    `<h1>You are signed in</h1><p>This window will close by itself.</p><a class="button" href="/">Return to the app</a>`,
    '/auth/popup-complete.js',
  );
}

export function signInErrorPage(message: string): string {
  return page(
    'Sign-in failed',
    `<h1>Sign-in failed</h1><p class="error" role="alert">${escapeHtml(message)}</p><a class="button" href="/auth/google">Try again</a>`,
  );
}

/** Tells the opener (and any other tab of the app) that sign-in finished, then closes the popup. */
export const popupCompleteScript = `(function () {
  var message = { type: 'auth-success' };
  try { if (window.opener) window.opener.postMessage(message, window.location.origin); } catch (e) {}
  try { var channel = new BroadcastChannel('dsb-auth'); channel.postMessage(message); channel.close(); } catch (e) {}
  if (window.opener) { setTimeout(function () { window.close(); }, 100); }
  else { setTimeout(function () { window.location.replace('/'); }, 600); }
})();
`;

/** Shown to a browser on another computer when only development sign-in exists (loopback only). */
export function signInNotConfiguredPage(): string {
  return page(
    'Sign-in is not configured',
    `<h1>Sign-in is not configured</h1>
<p role="alert">This server has no sign-in method for other computers yet. Development sign-in only works on the computer that runs the app.</p>
<p>If you run this server, either configure Google sign-in (set <code>GOOGLE_CLIENT_ID</code> and <code>GOOGLE_CLIENT_SECRET</code>) or, on a trusted network only, set <code>AUTH_DEV_LOGIN=1</code> to let anyone sign in with any e-mail. See docs/config.md.</p>`,
  );
}
