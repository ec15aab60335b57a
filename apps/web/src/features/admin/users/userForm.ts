import { userCreateSchema, userUpdateSchema, type AdminUser, type UserCreate } from '@dsb/core';
import { fieldErrors } from '../../../lib/formErrors';

/** The edit/create form's fields (docs/product/admin-users.md). */
export type UserForm = Pick<AdminUser, 'displayName' | 'email' | 'isAdmin' | 'status'>;

/** How a new user will sign in: a password typed now, or a one-time set-password link. */
export type SignInChoice = 'password' | 'link';

export type UserFormErrors = Partial<Record<'displayName' | 'email' | 'password', string>>;

/** Create User opens a blank form (empty name and e-mail, not admin, active). */
export const BLANK_USER_FORM: UserForm = {
  displayName: '',
  email: '',
  isAdmin: false,
  status: 'active',
};

/** The edit form opens with a copy of the user. */
export function formFromUser(user: AdminUser): UserForm {
  const { displayName, email, isAdmin, status } = user;
  return { displayName, email, isAdmin, status };
}

export function formsDiffer(a: UserForm, b: UserForm): boolean {
  return (
    a.displayName !== b.displayName ||
    a.email !== b.email ||
    a.isAdmin !== b.isAdmin ||
    a.status !== b.status
  );
}

type Checked<T> = { ok: true; body: T } | { ok: false; errors: UserFormErrors };

const FIELDS = ['displayName', 'email', 'password'] as const;

/** Through the server's own schema: the body to send, or a message per field. */
export function checkCreate(form: UserForm, choice: SignInChoice, password: string) {
  const parsed = userCreateSchema.safeParse({
    ...form,
    ...(choice === 'password' ? { password } : {}),
  });
  return (
    parsed.success
      ? { ok: true, body: parsed.data }
      : { ok: false, errors: fieldErrors(parsed.error.issues, FIELDS) }
  ) as Checked<UserCreate>;
}

/** The whole user for an edit, checked like the server does. */
export function checkUpdate(form: UserForm): Checked<UserForm> {
  const parsed = userUpdateSchema.safeParse(form);
  return parsed.success
    ? { ok: true, body: parsed.data as UserForm }
    : { ok: false, errors: fieldErrors(parsed.error.issues, FIELDS) };
}
