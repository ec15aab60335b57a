import { PASSWORD_MESSAGES, passwordChangeBodySchema, type PasswordChangeBody } from '@dsb/core';
import { fieldErrors } from '../../lib/formErrors';
import { apiFetch } from '../../lib/http';

export type ChangePasswordForm = { current: string; next: string; confirm: string };
export type ChangePasswordErrors = Partial<
  Record<'currentPassword' | 'newPassword' | 'confirm', string>
>;

/** The body for POST /auth/password/change, or a message per field (the server checks again). */
export function checkPasswordChange(
  form: ChangePasswordForm,
): { ok: true; body: PasswordChangeBody } | { ok: false; errors: ChangePasswordErrors } {
  const parsed = passwordChangeBodySchema.safeParse({
    ...(form.current ? { currentPassword: form.current } : {}),
    newPassword: form.next,
  });
  const errors: ChangePasswordErrors = parsed.success
    ? {}
    : fieldErrors(parsed.error.issues, ['currentPassword', 'newPassword']);
  if (form.next !== form.confirm) errors.confirm = PASSWORD_MESSAGES.mismatch;
  if (!parsed.success || errors.confirm) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

export function changePasswordRequest(body: PasswordChangeBody) {
  return apiFetch<{ success: true; message: string }>('/auth/password/change', {
    method: 'POST',
    json: body,
  });
}
