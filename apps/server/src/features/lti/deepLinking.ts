import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { LTI_CLAIMS, LTI_CUSTOM, LTI_MESSAGE_TYPES, LTI_VERSION } from '@dsb/core';
import { escapeHtml, page } from '../auth';
import type { ToolKey } from './tokenEndpoint';
import { DEEP_LINK_MESSAGES } from './deepLinkingMessages';

/**
 * Deep Linking, the message back to the platform (docs/product/lti.md, "Adding an activity (Deep
 * Linking)"): one resource link that launches into the class link the instructor just made, signed
 * by the tool's key, and the page that posts it to the platform's return URL.
 */

export const DEEP_LINK_DATA_CLAIM = 'https://purl.imsglobal.org/spec/lti-dl/claim/data';
/** The response is posted at once; the platform only needs a few minutes to check it. */
const RESPONSE_SECONDS = 300;

export type DeepLinkResponseInput = {
  clientId: string;
  issuer: string;
  deploymentId: string;
  data: string | null;
  title: string;
  launchUrl: string;
  linkId: string;
  /** The rubric's best total, when a rubric was chosen: the platform makes a gradebook column. */
  scoreMaximum: number | null;
};

/** The LtiDeepLinkingResponse claims (without iat/exp, which signing adds). */
export function deepLinkResponseClaims(input: DeepLinkResponseInput) {
  const item = {
    type: 'ltiResourceLink',
    title: input.title,
    url: input.launchUrl,
    custom: { [LTI_CUSTOM.linkId]: input.linkId },
    ...(input.scoreMaximum !== null && {
      lineItem: { scoreMaximum: input.scoreMaximum, label: input.title },
    }),
  };
  return {
    nonce: randomUUID(),
    [LTI_CLAIMS.deploymentId]: input.deploymentId,
    [LTI_CLAIMS.messageType]: LTI_MESSAGE_TYPES.deepLinkingResponse,
    [LTI_CLAIMS.version]: LTI_VERSION,
    ...(input.data !== null && { [DEEP_LINK_DATA_CLAIM]: input.data }),
    [LTI_CLAIMS.contentItems]: [item],
  };
}

export async function signDeepLinkResponse(key: ToolKey, input: DeepLinkResponseInput) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(deepLinkResponseClaims(input))
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(input.clientId)
    .setAudience(input.issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + RESPONSE_SECONDS)
    .sign(key.privateKey);
}

/** A page that posts `jwt` to the return URL at once, and its own CSP. */
export function autoPostPage(returnUrl: string, jwt: string, frameAncestors: string[]) {
  const nonce = randomBytes(16).toString('base64');
  const body = `<h1>${escapeHtml(DEEP_LINK_MESSAGES.sendingTitle)}</h1>
<p>${escapeHtml(DEEP_LINK_MESSAGES.sending)}</p>
<form method="post" action="${escapeHtml(returnUrl)}">
<input type="hidden" name="JWT" value="${escapeHtml(jwt)}">
<button type="submit">${escapeHtml(DEEP_LINK_MESSAGES.sendButton)}</button>
</form>
<script nonce="${nonce}">document.forms[0].submit();</script>`;
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    "style-src 'unsafe-inline'",
    `form-action ${new URL(returnUrl).origin}`,
    `frame-ancestors 'self' ${frameAncestors.join(' ')}`.trim(),
    "base-uri 'none'",
  ].join('; ');
  return { html: page(DEEP_LINK_MESSAGES.sendingTitle, body), csp };
}

/** The fields of the choice, kept when it is refused so the instructor loses nothing. */
export type ChoiceFields = Record<
  'requestId' | 'token' | 'promptId' | 'rubricId' | 'title',
  string
>;

/** The refused choice: what went wrong, the same choice to send again, and the way back. */
export function choiceRefusedPage(message: string, fields: ChoiceFields) {
  const hidden = (['requestId', 'token', 'promptId', 'rubricId'] as const)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(fields[name])}">`)
    .join('\n');
  const back = `/lti/deep-link?request=${encodeURIComponent(fields.requestId)}#lti=${encodeURIComponent(fields.token)}`;
  return page(
    DEEP_LINK_MESSAGES.refusedTitle,
    `<h1>${escapeHtml(DEEP_LINK_MESSAGES.refusedTitle)}</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
<form method="post" action="/lti/deep-link">
${hidden}
<label for="title">${escapeHtml(DEEP_LINK_MESSAGES.titleLabel)}</label>
<input id="title" name="title" value="${escapeHtml(fields.title)}" maxlength="200" required>
<button type="submit">${escapeHtml(DEEP_LINK_MESSAGES.tryAgain)}</button>
</form>
<p class="note"><a href="${escapeHtml(back)}">${escapeHtml(DEEP_LINK_MESSAGES.backToPicker)}</a></p>`,
  );
}
