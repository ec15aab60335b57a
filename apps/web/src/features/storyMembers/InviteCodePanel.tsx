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
    body = <Skeleton h={96} radius="md" aria-label="Loading the join code" />;
  } else if (invite.isError) {
    body = (
      <RetryAlert
        message={errorMessage(invite.error, 'Failed to load the join code')}
        retrying={invite.isFetching}
        onRetry={() => void invite.refetch()}
      />
    );
  } else if (!invite.data) {
    body = (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Classmates join this story with a code you give them. A code works for {JOIN_CODE_DAYS}{' '}
          days.
        </Text>
        <Button
          leftSection={<IconUserPlus size={16} aria-hidden />}
          loading={create.isPending}
          onClick={() => create.mutate()}
        >
          Make a join code
        </Button>
      </Stack>
    );
  } else {
    const { code, expiresAt } = invite.data;
    const spaced = spacedJoinCode(code);
    body = (
      <Stack gap="sm">
        <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)" ta="center">
          <Text
            data-testid="join-code"
            aria-label={`Join code ${code.split('').join(' ')}`}
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
                {copied ? 'Copied' : 'Copy'}
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
            New code
          </Button>
          <Button
            variant="default"
            leftSection={<IconPlayerStop size={16} aria-hidden />}
            loading={revoke.isPending}
            disabled={busy}
            onClick={() => revoke.mutate()}
          >
            Stop code
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Classmates type it under My Data Stories → Join a group story, or open the join link. A
          new code stops the old one; Stop code lets nobody else join.
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
              {copied ? 'Join link copied' : 'Copy join link'}
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
          <Text size="sm">The story is full: remove a co-author to let someone else join.</Text>
        </Alert>
      )}
      {failure && (
        <Text size="sm" c={READABLE_RED} role="alert">
          {errorMessage(failure, 'Something went wrong. Please try again.')}
        </Text>
      )}
    </Stack>
  );
}
