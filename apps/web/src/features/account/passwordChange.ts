import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  passwordChangeBodySchema,
  type PasswordChangeBody,
} from '@dsb/core';
import type { z } from 'zod';
import { ApiError, apiFetch, errorMessage } from '../../lib/http';
import { accountMessages } from './messages';

export type ChangePasswordForm = { current: string; next: string; confirm: string };
export type ChangePasswordErrors = Partial<
  Record<'currentPassword' | 'newPassword' | 'confirm', string>
>;

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** A password field's problem in the interface language (the shared schema words it in English). */
function issueText(issue: z.core.$ZodIssue): string {
  const errors = accountMessages.errors;
  if (issue.code === 'too_small') return errors.tooShort({ min: PASSWORD_MIN_LENGTH });
  if (issue.code === 'too_big') return errors.tooLong({ max: PASSWORD_MAX_LENGTH });
  return errors.required();
}

/** The body for POST /auth/password/change, or a message per field (the server checks again). */
export function checkPasswordChange(
  form: ChangePasswordForm,
): { ok: true; body: PasswordChangeBody } | { ok: false; errors: ChangePasswordErrors } {
  const parsed = passwordChangeBodySchema.safeParse({
    ...(form.current ? { currentPassword: form.current } : {}),
    newPassword: form.next,
  });
  const errors: ChangePasswordErrors = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issueText(issue);
  }
  if (form.next !== form.confirm) errors.confirm = accountMessages.errors.mismatch();
  if (!parsed.success || errors.confirm) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

export function changePasswordRequest(body: PasswordChangeBody) {
  return apiFetch<{ success: true; message: string }>('/auth/password/change', {
    method: 'POST',
    json: body,
  });
}

/** Why the change failed, in the interface language (the server's own password answers too). */
export function changePasswordError(error: unknown): string {
  const errors = accountMessages.errors;
  if (error instanceof ApiError) {
    if (error.message === PASSWORD_MESSAGES.currentWrong) return errors.currentWrong();
    if (error.message === PASSWORD_MESSAGES.currentRequired) return errors.currentRequired();
  }
  return errorMessage(error, accountMessages.changePassword.unreachable());
}
