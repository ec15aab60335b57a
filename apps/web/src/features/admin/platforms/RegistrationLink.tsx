import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLink } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/http';
import { CopyField } from './CopyField';
import { formatDateTime, PLATFORM_MESSAGES as M } from './messages';
import { useRegistrationLink } from './usePlatforms';

/**
 * "Register in one step": a one-time Dynamic Registration link to paste into the platform's tool
 * registration; the platform then registers itself (it shows up in the list as "In one step").
 */
export function RegistrationLink() {
  const make = useRegistrationLink();
  const link = make.data;
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        {M.oneStepHint}
      </Text>
      {link && (
        <Stack gap={6} role="status">
          <CopyField label={M.linkLabel} value={link.url} testId="registration-link" />
          <Text size="sm" data-testid="registration-link-expiry">
            {M.linkExpiry(formatDateTime(link.expiresAt))}
          </Text>
        </Stack>
      )}
      {make.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {M.linkFailed(errorMessage(make.error, M.unreachable))}
        </Alert>
      )}
      <Group>
        <Button
          variant={link ? 'default' : 'filled'}
          leftSection={<IconLink size={16} aria-hidden />}
          loading={make.isPending}
          onClick={() => make.mutate()}
        >
          {link ? M.makeAnother : M.makeLink}
        </Button>
      </Group>
    </Stack>
  );
}
