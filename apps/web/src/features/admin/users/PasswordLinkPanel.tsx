import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconLink } from '@tabler/icons-react';
import { PASSWORD_LINK_TTL_DAYS, formatStatsDate, type PasswordLinkResponse } from '@dsb/core';

/** A one-time set-password link to hand to the user (shown once; the server keeps only a hash). */
export function PasswordLinkPanel({ link, name }: { link: PasswordLinkResponse; name: string }) {
  return (
    <Alert
      color="blue"
      icon={<IconLink size={18} aria-hidden />}
      title="Set-password link"
      role="status"
    >
      <Stack gap="xs">
        <Text size="sm">
          Give this link to {name}. It works once and expires on {formatStatsDate(link.expiresAt)} (
          {PASSWORD_LINK_TTL_DAYS} days). It is not shown again.
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={`Set-password link for ${name}`}
            value={link.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="password-link"
          />
          <CopyButton value={link.url}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
