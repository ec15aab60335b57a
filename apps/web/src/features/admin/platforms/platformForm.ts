import { ltiPlatformInputSchema, type LtiPlatformInput } from '@dsb/core';
import { fieldErrors } from '../../../lib/formErrors';
import { PLATFORM_MESSAGES as M } from './messages';

/** What the admin types into "Add a platform by hand": deployment IDs as one text, one a line. */
export type PlatformFormValues = {
  issuer: string;
  clientId: string;
  authLoginUrl: string;
  authTokenUrl: string;
  jwksUrl: string;
  deploymentIds: string;
};

export type PlatformField = keyof PlatformFormValues;

export const PLATFORM_FIELDS: readonly PlatformField[] = [
  'issuer',
  'clientId',
  'authLoginUrl',
  'authTokenUrl',
  'jwksUrl',
  'deploymentIds',
];

export const EMPTY_PLATFORM_FORM: PlatformFormValues = {
  issuer: '',
  clientId: '',
  authLoginUrl: '',
  authTokenUrl: '',
  jwksUrl: '',
  deploymentIds: '',
};

/**
 * The deployment IDs of the text box: one a line (commas also separate, as people paste lists),
 * spaces around each trimmed, blank lines and repeats dropped, first-seen order kept.
 */
export function parseDeploymentIds(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\r\n,]+/)) {
    const id = part.trim();
    if (id) seen.add(id);
  }
  return [...seen];
}

export type PlatformFormResult =
  | { ok: true; input: LtiPlatformInput }
  | { ok: false; errors: Partial<Record<PlatformField, string>> };

/**
 * The body of POST /api/admin/lti/platforms, or the first message per field from the same schema
 * the server checks with (addresses are trimmed: a pasted address often ends in a space).
 */
export function platformInput(values: PlatformFormValues): PlatformFormResult {
  const input: LtiPlatformInput = {
    issuer: values.issuer.trim(),
    clientId: values.clientId.trim(),
    authLoginUrl: values.authLoginUrl.trim(),
    authTokenUrl: values.authTokenUrl.trim(),
    jwksUrl: values.jwksUrl.trim(),
    deploymentIds: parseDeploymentIds(values.deploymentIds),
  };
  const parsed = ltiPlatformInputSchema.safeParse(input);
  if (parsed.success) return { ok: true, input };
  const errors = fieldErrors(parsed.error.issues, PLATFORM_FIELDS);
  // An empty field asks for its value rather than calling '' a wrong address.
  for (const field of PLATFORM_FIELDS) {
    if (errors[field] && values[field].trim() === '') errors[field] = M.required[field];
  }
  return { ok: false, errors };
}

/**
 * Where the server's message belongs: a validation error names its field first
 * ('jwksUrl: Only http and https addresses are allowed', 'deploymentIds.0: ...'). Anything else
 * (a platform already registered, a server failure) is for the whole form.
 */
export function serverFieldError(
  message: string,
): { field: PlatformField; message: string } | { field: null; message: string } {
  const match = /^([A-Za-z]+)(?:\.\d+)*:\s*(.+)$/s.exec(message);
  const field = match?.[1];
  if (match && field && (PLATFORM_FIELDS as readonly string[]).includes(field)) {
    return { field: field as PlatformField, message: match[2]! };
  }
  return { field: null, message };
}
