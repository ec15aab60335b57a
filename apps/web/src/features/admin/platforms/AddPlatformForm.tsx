import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/http';
import { showToast } from '../../../ui/toast';
import { PLATFORM_MESSAGES as M } from './messages';
import {
  EMPTY_PLATFORM_FORM,
  PLATFORM_FIELDS,
  platformInput,
  serverFieldError,
  type PlatformField,
  type PlatformFormValues,
} from './platformForm';
import { useAddPlatform } from './usePlatforms';

type Errors = Partial<Record<PlatformField, string>>;

const URL_FIELDS = [
  ['issuer', M.issuer, M.issuerHint],
  ['authLoginUrl', M.authLoginUrl, M.authLoginUrlHint],
  ['authTokenUrl', M.authTokenUrl, M.authTokenUrlHint],
  ['jwksUrl', M.jwksUrl, M.jwksUrlHint],
] as const;

/**
 * "Add a platform by hand": the five values and the deployment IDs from the platform's own tool
 * registration page. Errors sit under their field (the shared schema's or the server's message)
 * and focus moves to the first one.
 */
export function AddPlatformForm() {
  const add = useAddPlatform();
  const [values, setValues] = useState<PlatformFormValues>(EMPTY_PLATFORM_FORM);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirst = (found: Errors) => {
    const first = PLATFORM_FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const change = (field: PlatformField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const result = platformInput(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirst(result.errors);
      return;
    }
    setErrors({});
    add.mutate(result.input, {
      onSuccess: (platform) => {
        showToast(M.added(platform.name), 'success');
        setValues(EMPTY_PLATFORM_FORM);
      },
      onError: (failure) => {
        const placed = serverFieldError(errorMessage(failure, M.unreachable));
        if (placed.field) {
          const found = { [placed.field]: placed.message };
          setErrors(found);
          focusFirst(found);
        } else {
          setFormError(M.addFailed(placed.message));
        }
      },
    });
  };

  const input = (field: PlatformField, label: string, hint: string) => (
    <TextInput
      key={field}
      name={field}
      label={label}
      description={hint}
      value={values[field]}
      onChange={(event) => change(field, event.currentTarget.value)}
      error={errors[field]}
      withAsterisk
      autoComplete="off"
      spellCheck={false}
      inputMode="url"
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="add-platform-title">
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          {M.addHint}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm">
          {input('issuer', URL_FIELDS[0][1], URL_FIELDS[0][2])}
          <TextInput
            name="clientId"
            label={M.clientId}
            description={M.clientIdHint}
            value={values.clientId}
            onChange={(event) => change('clientId', event.currentTarget.value)}
            error={errors.clientId}
            withAsterisk
            autoComplete="off"
            spellCheck={false}
          />
          {URL_FIELDS.slice(1).map(([field, label, hint]) => input(field, label, hint))}
        </SimpleGrid>
        <Textarea
          name="deploymentIds"
          label={M.deploymentIds}
          description={M.deploymentIdsHint}
          value={values.deploymentIds}
          onChange={(event) => change('deploymentIds', event.currentTarget.value)}
          error={errors.deploymentIds}
          withAsterisk
          autosize
          minRows={2}
          maxRows={8}
          spellCheck={false}
        />
        {formError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {formError}
          </Alert>
        )}
        <Group>
          <Button
            type="submit"
            loading={add.isPending}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {M.add}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
