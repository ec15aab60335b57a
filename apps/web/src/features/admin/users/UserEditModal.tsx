import { Alert, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import {
  ADMIN_USER_MESSAGES,
  USER_EDIT_SUCCESS_CLOSE_MS,
  updateUserFailedMessage,
  type AdminUser,
  type PasswordLinkResponse,
} from '@dsb/core';
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/http';
import { createPasswordLink } from './api';
import { PasswordLinkPanel } from './PasswordLinkPanel';
import {
  BLANK_USER_FORM,
  checkCreate,
  checkUpdate,
  formFromUser,
  formsDiffer,
  type SignInChoice,
  type UserForm,
  type UserFormErrors,
} from './userForm';
import { SignInFields, UserFormFields } from './UserFormFields';
import { useCreateUser, useUpdateUser } from './useUsers';

const UNREACHABLE = 'the server could not be reached';
export const CREATED_MESSAGE = 'User created successfully!';

type Props = { target: AdminUser | 'new' | null; onClose: () => void };

/**
 * Create User and the edit modal (docs/product/admin-users.md); keyed so each opening starts fresh.
 */
export function UserEditModal({ target, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened={target !== null}
      onClose={busy ? () => undefined : onClose}
      title={target === 'new' ? 'Create User' : 'Edit User'}
      fullScreen={phone}
      closeOnEscape={!busy}
      size="lg"
    >
      {target !== null && (
        <UserEditForm
          key={target === 'new' ? 'new' : target._id}
          user={target === 'new' ? null : target}
          onClose={onClose}
          onBusy={setBusy}
        />
      )}
    </Modal>
  );
}

type FormProps = { user: AdminUser | null; onClose: () => void; onBusy: (busy: boolean) => void };

function UserEditForm({ user, onClose, onBusy }: FormProps) {
  const original = user ? formFromUser(user) : BLANK_USER_FORM;
  const [form, setForm] = useState<UserForm>(original);
  const [choice, setChoice] = useState<SignInChoice>('password');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [link, setLink] = useState<{ url: PasswordLinkResponse; name: string } | null>(null);
  const [saved, setSaved] = useState(false);
  const create = useCreateUser();
  const update = useUpdateUser();
  const makeLink = useMutation({ mutationFn: createPasswordLink });
  const saving = create.isPending || update.isPending || makeLink.isPending;

  useEffect(() => onBusy(saving), [saving, onBusy]);
  // The success message closes the modal after 2 seconds (a link stays until Done).
  useEffect(() => {
    if (!success || link) return;
    const timer = setTimeout(onClose, USER_EDIT_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [success, link, onClose]);

  const saveEdit = (values: UserForm) => {
    if (!user) return;
    const checked = checkUpdate(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setServerError(null);
    update.mutate(
      { id: user._id, changes: checked.body },
      {
        onSuccess: () => {
          setSaved(true);
          setSuccess(ADMIN_USER_MESSAGES.updated);
        },
        onError: (error) =>
          setServerError(updateUserFailedMessage(errorMessage(error, UNREACHABLE))),
      },
    );
  };

  const saveNew = () => {
    const checked = checkCreate(form, choice, password);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setServerError(null);
    create.mutate(checked.body, {
      onSuccess: ({ user: created }) => {
        if (choice === 'password') return setSuccess(CREATED_MESSAGE);
        makeLink.mutate(created._id, {
          onSuccess: (url) => {
            setLink({ url, name: created.displayName });
            setSuccess(CREATED_MESSAGE);
          },
          onError: (error) =>
            setServerError(
              `User created, but the set-password link failed: ${errorMessage(error, UNREACHABLE)}`,
            ),
        });
      },
      onError: (error) =>
        setServerError(`Failed to create user: ${errorMessage(error, UNREACHABLE)}`),
    });
  };

  const save = () => {
    if (saving || (success && !user)) return;
    if (user) saveEdit(form);
    else saveNew();
  };
  const undo = () => {
    setForm(original);
    saveEdit(original);
  };
  const newLink = () => {
    if (!user) return;
    setServerError(null);
    makeLink.mutate(user._id, {
      onSuccess: (url) => setLink({ url, name: user.displayName }),
      onError: (error) =>
        setServerError(`Failed to create the link: ${errorMessage(error, UNREACHABLE)}`),
    });
  };

  useWindowEvent('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault(); // the browser's Save Page would otherwise open
      save();
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };
  const locked = saving || (success !== null && !user);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <UserFormFields
          form={form}
          errors={errors}
          disabled={locked}
          onChange={(next) => {
            setForm(next);
            setSuccess(null);
          }}
        />
        {!user && (
          <SignInFields
            choice={choice}
            password={password}
            error={errors.password}
            disabled={locked}
            onChoice={setChoice}
            onPassword={setPassword}
          />
        )}
        {user && !link && (
          <>
            <Divider />
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                {user.hasPassword
                  ? 'This user can sign in with a password.'
                  : 'This user has no password yet.'}
              </Text>
              <Button variant="light" size="xs" onClick={newLink} loading={makeLink.isPending}>
                Create set-password link
              </Button>
            </Group>
          </>
        )}
        {link && <PasswordLinkPanel link={link.url} name={link.name} />}
        {serverError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {serverError}
          </Alert>
        )}
        {success && (
          <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            {success}
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          Press Esc to cancel or Ctrl+S to save.
        </Text>
        <Group justify="space-between" gap="sm" wrap="wrap">
          {user ? (
            <Button
              variant="subtle"
              onClick={undo}
              disabled={saving || (!saved && !formsDiffer(form, original))}
            >
              Undo Changes
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm" ms="auto">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {link ? 'Done' : 'Cancel'}
            </Button>
            {!(link && !user) && (
              <Button type="submit" disabled={locked}>
                {saving ? 'Saving...' : 'Save Changes'}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
