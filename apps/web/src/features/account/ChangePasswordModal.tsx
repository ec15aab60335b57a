import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@dsb/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { showToast } from '../../ui/toast';
import { accountMessages } from './messages';
import {
  changePasswordError,
  changePasswordRequest,
  checkPasswordChange,
  type ChangePasswordErrors,
  type ChangePasswordForm,
} from './passwordChange';

type Props = { opened: boolean; onClose: () => void };

/** 'Change password' for the signed-in user; their other sessions end when it changes. */
export function ChangePasswordModal({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={accountMessages.changePassword.title()}>
      {opened && <ChangePasswordFormBody onDone={onClose} />}
    </Modal>
  );
}

function ChangePasswordFormBody({ onDone }: { onDone: () => void }) {
  const [form, setForm] = useState<ChangePasswordForm>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const change = useMutation({ mutationFn: changePasswordRequest });
  const text = accountMessages.changePassword;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPasswordChange(form);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    change.mutate(checked.body, {
      onSuccess: () => {
        showToast(accountMessages.changePassword.changed(), 'success');
        onDone();
      },
    });
  };
  const field = (key: keyof ChangePasswordForm) => ({
    value: form[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setForm({ ...form, [key]: event.currentTarget.value }),
    maxLength: PASSWORD_MAX_LENGTH,
    disabled: change.isPending,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label={text.currentLabel()}
          description={text.currentHint()}
          autoComplete="current-password"
          error={errors.currentPassword}
          data-autofocus
          {...field('current')}
        />
        <PasswordInput
          label={text.newLabel()}
          description={text.newHint({ min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          error={errors.newPassword}
          required
          {...field('next')}
        />
        <PasswordInput
          label={text.confirmLabel()}
          autoComplete="new-password"
          error={errors.confirm}
          required
          {...field('confirm')}
        />
        {change.isError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {changePasswordError(change.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={change.isPending}>
            {text.cancel()}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {text.submit()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
