import { Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import type { LtiToolInfo } from '@dsb/core';
import { errorMessage } from '../../../lib/http';
import { LoadingMessage } from '../../../ui/LoadingMessage';
import { RetryAlert } from '../../../ui/RetryAlert';
import { showToast } from '../../../ui/toast';
import { ConfirmModal } from './ConfirmModal';
import { CopyField } from './CopyField';
import { formatDateTime, PLATFORM_MESSAGES as M } from './messages';
import { useRotateKeys, useToolInfo } from './usePlatforms';

/** "This tool's details": the four addresses a platform needs, and the signing keys. */
export function ToolDetails() {
  const tool = useToolInfo();
  if (tool.isPending) return <LoadingMessage text={M.toolLoading} />;
  if (tool.isError) {
    return (
      <RetryAlert
        title={M.toolFailed}
        message={errorMessage(tool.error, M.unreachable)}
        retryLabel={M.retry}
        retrying={tool.isFetching}
        onRetry={() => void tool.refetch()}
      />
    );
  }
  const info = tool.data;
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {M.toolHint}
      </Text>
      <CopyField label={M.loginUrl} value={info.loginUrl} testId="tool-login-url" />
      <CopyField label={M.launchUrl} value={info.launchUrl} testId="tool-launch-url" />
      <CopyField label={M.toolJwksUrl} value={info.jwksUrl} testId="tool-jwks-url" />
      <CopyField label={M.deepLinkUrl} value={info.deepLinkUrl} testId="tool-deep-link-url" />
      <SigningKeys keys={info.keys} />
    </Stack>
  );
}

function SigningKeys({ keys }: { keys: LtiToolInfo['keys'] }) {
  const rotate = useRotateKeys();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setError(null);
    rotate.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        showToast(M.rotated, 'success');
      },
      onError: (failure) => setError(M.rotateFailed(errorMessage(failure, M.unreachable))),
    });
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id="signing-keys-title">
        {M.keysTitle}
      </Title>
      {keys.length === 0 ? (
        <Text size="sm" c="gray.7">
          {M.noKeys}
        </Text>
      ) : (
        <List
          spacing={6}
          listStyleType="none"
          aria-labelledby="signing-keys-title"
          data-testid="signing-keys"
        >
          {keys.map((key) => (
            <List.Item key={key.kid} data-testid={key.current ? 'current-key' : 'retired-key'}>
              <Group gap="xs" wrap="wrap" style={{ rowGap: 2 }}>
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconKey size={16} aria-hidden style={{ flexShrink: 0 }} />
                  <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {key.kid}
                  </Text>
                </Group>
                <Group gap="xs" wrap="wrap" style={{ rowGap: 2 }}>
                  <Badge
                    variant="light"
                    color={key.current ? 'green' : 'gray'}
                    style={{ minWidth: 'max-content' }}
                  >
                    {key.current ? M.keyCurrent : M.keyRetired}
                  </Badge>
                  <Text size="sm" c="gray.7">
                    {M.keyCreated(formatDateTime(key.createdAt))}
                  </Text>
                </Group>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => setAsking(true)}
        >
          {M.rotate}
        </Button>
      </Group>
      <ConfirmModal
        opened={asking}
        title={M.rotateTitle}
        body={M.rotateBody}
        confirmLabel={M.rotateConfirm}
        busy={rotate.isPending}
        error={error}
        onConfirm={confirm}
        onClose={() => {
          setAsking(false);
          setError(null);
        }}
      />
    </Stack>
  );
}
