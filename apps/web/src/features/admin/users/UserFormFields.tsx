import { Input, NativeSelect, PasswordInput, Radio, Stack, Switch, TextInput } from '@mantine/core';
import {
  DISPLAY_NAME_MAX_LENGTH,
  MAX_EMAIL_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_STATUSES,
  USER_STATUS_LABELS,
} from '@dsb/core';
import type { SignInChoice, UserForm, UserFormErrors } from './userForm';
import { lengthHintProps } from '../../../ui/LengthHint';

const STATUS_OPTIONS = USER_STATUSES.map((status) => ({
  value: status,
  label: USER_STATUS_LABELS[status],
}));

type Props = {
  form: UserForm;
  errors: UserFormErrors;
  disabled: boolean;
  onChange: (form: UserForm) => void;
};

/**
 * Display Name, Email, Admin Status ('Admin User' / 'Regular User') and Status
 * (docs/product/admin-users.md).
 */
export function UserFormFields({ form, errors, disabled, onChange }: Props) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Display Name"
        value={form.displayName}
        onChange={(event) => onChange({ ...form, displayName: event.currentTarget.value })}
        error={errors.displayName}
        {...lengthHintProps(form.displayName, DISPLAY_NAME_MAX_LENGTH)}
        autoComplete="off"
        required
        disabled={disabled}
        data-autofocus
      />
      <TextInput
        label="Email"
        type="email"
        value={form.email}
        onChange={(event) => onChange({ ...form, email: event.currentTarget.value })}
        error={errors.email}
        maxLength={MAX_EMAIL_LENGTH}
        autoComplete="off"
        required
        disabled={disabled}
      />
      <Stack gap={6}>
        <Input.Label component="div" id="admin-status-label">
          Admin Status
        </Input.Label>
        <Switch
          aria-describedby="admin-status-label"
          label={form.isAdmin ? 'Admin User' : 'Regular User'}
          checked={form.isAdmin}
          onChange={(event) => onChange({ ...form, isAdmin: event.currentTarget.checked })}
          disabled={disabled}
        />
      </Stack>
      <NativeSelect
        label="Status"
        data={STATUS_OPTIONS}
        value={form.status}
        onChange={(event) =>
          onChange({ ...form, status: event.currentTarget.value as UserForm['status'] })
        }
        disabled={disabled}
      />
    </Stack>
  );
}

type SignInProps = {
  choice: SignInChoice;
  password: string;
  error?: string;
  disabled: boolean;
  onChoice: (choice: SignInChoice) => void;
  onPassword: (password: string) => void;
};

/** How a new user signs in: a password now, or a one-time link to set their own. */
export function SignInFields({
  choice,
  password,
  error,
  disabled,
  onChoice,
  onPassword,
}: SignInProps) {
  return (
    <Stack gap="xs">
      <Radio.Group
        label="Password"
        value={choice}
        onChange={(value) => onChoice(value as SignInChoice)}
      >
        <Stack gap={6} mt={6}>
          <Radio value="password" label="Set a password now" disabled={disabled} />
          <Radio
            value="link"
            label="Create a one-time link for the user to set their own password"
            disabled={disabled}
          />
        </Stack>
      </Radio.Group>
      {choice === 'password' && (
        <PasswordInput
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={password}
          onChange={(event) => onPassword(event.currentTarget.value)}
          error={error}
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="new-password"
          required
          disabled={disabled}
        />
      )}
    </Stack>
  );
}
