import { Alert, Button, CopyButton, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconCheck,
  IconCopy,
  IconLink,
  IconPlayerStop,
  IconRefresh,
  IconUserPlus,
} from '@tabler/icons-react';
import { JOIN_CODE_DAYS } from '@dsb/core';
import { errorMessage } from '../../lib/http';
import { RetryAlert } from '../../ui/RetryAlert';
import { joinLink, spacedJoinCode, validUntilLabel } from './model';
import { useInviteActions, useStoryInvite } from './useStoryMembers';
import { memberMessages } from './messages';

const READABLE_RED = 'var(--mantine-color-red-9)';

/**
 * The owner's join code (docs/product/group-work.md): large and spaced for reading aloud or off
 * the board, with its expiry, Copy, New code (the old one stops working) and Stop code.
 */
export function InviteCodePanel({ storyId, full }: { storyId: string; full: boolean }) {
  const invite = useStoryInvite(storyId, true);
  const { create, revoke } = useInviteActions(storyId);
  const busy = create.isPending || revoke.isPending;
  const failure = create.error ?? revoke.error;

  let body;
  if (invite.isPending) {
    body = <Skeleton h={96} radius="md" aria-label={memberMessages.invite.loading()} />;
  } else if (invite.isError) {
    body = (
      <RetryAlert
        message={errorMessage(invite.error, memberMessages.api.invite())}
        retrying={invite.isFetching}
        onRetry={() => void invite.refetch()}
      />
    );
  } else if (!invite.data.invite) {
    body = (
      <Stack gap="sm" align="flex-start">
        {invite.data.unreadable && (
          <Alert color="yellow" role="status" w="100%">
            {memberMessages.invite.unreadable()}
          </Alert>
        )}
        <Text size="sm">{memberMessages.invite.intro({ days: JOIN_CODE_DAYS })}</Text>
        <Button
          leftSection={<IconUserPlus size={16} aria-hidden />}
          loading={create.isPending}
          onClick={() => create.mutate()}
        >
          {memberMessages.invite.make()}
        </Button>
      </Stack>
    );
  } else {
    const { code, expiresAt } = invite.data.invite;
    const spaced = spacedJoinCode(code);
    body = (
      <Stack gap="sm">
        <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)" ta="center">
          <Text
            data-testid="join-code"
            aria-label={memberMessages.invite.codeAria({ code: code.split('').join(' ') })}
            ff="monospace"
            fw={700}
            fz={{ base: 34, xs: 44 }}
            lh={1.1}
            style={{ letterSpacing: '0.18em', whiteSpace: 'nowrap' }}
          >
            {spaced}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            <time dateTime={expiresAt}>{validUntilLabel(expiresAt)}</time>
          </Text>
        </Paper>
        <Group gap="xs" grow preventGrowOverflow={false}>
          <CopyButton value={code}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'filled'}
                color={copied ? 'teal' : undefined}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? memberMessages.invite.copied() : memberMessages.invite.copy()}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={create.isPending}
            disabled={busy}
            onClick={() => create.mutate()}
          >
            {memberMessages.invite.newCode()}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPlayerStop size={16} aria-hidden />}
            loading={revoke.isPending}
            disabled={busy}
            onClick={() => revoke.mutate()}
          >
            {memberMessages.invite.stopCode()}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {memberMessages.invite.help()}
        </Text>
        <CopyButton value={joinLink(window.location.origin, code)}>
          {({ copied, copy }) => (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconLink size={14} aria-hidden />}
              onClick={copy}
              style={{ alignSelf: 'flex-start' }}
            >
              {copied ? memberMessages.invite.linkCopied() : memberMessages.invite.copyLink()}
            </Button>
          )}
        </CopyButton>
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      {body}
      {full && invite.data && (
        <Alert color="yellow" p="xs" role="status">
          <Text size="sm">{memberMessages.invite.full()}</Text>
        </Alert>
      )}
      {failure && (
        <Text size="sm" c={READABLE_RED} role="alert">
          {errorMessage(failure, memberMessages.genericError())}
        </Text>
      )}
    </Stack>
  );
}
