import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { LtiPlatform } from '@dsb/core';
import { errorMessage } from '../../../lib/http';
import { LoadingMessage } from '../../../ui/LoadingMessage';
import { RetryAlert } from '../../../ui/RetryAlert';
import { showToast } from '../../../ui/toast';
import { AddPlatformForm } from './AddPlatformForm';
import { ConfirmModal } from './ConfirmModal';
import { PLATFORM_MESSAGES as M } from './messages';
import { PlatformList } from './PlatformList';
import { RegistrationLink } from './RegistrationLink';
import { ToolDetails } from './ToolDetails';
import { usePlatformList, useRemovePlatform } from './usePlatforms';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-labelledby={id}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * Learning Platforms (docs/product/admin-console.md): the LTI 1.3 platforms this app accepts
 * launches from, registering one in one step or by hand, and what a platform needs of this tool.
 */
export function LearningPlatforms() {
  return (
    <Stack gap="md">
      <Title order={1}>{M.title}</Title>
      <Text c="gray.7">{M.intro}</Text>
      <Section id="platforms-list-title" title={M.listTitle}>
        <RegisteredPlatforms />
      </Section>
      <Section id="one-step-title" title={M.oneStepTitle}>
        <RegistrationLink />
      </Section>
      <Section id="add-platform-title" title={M.addTitle}>
        <AddPlatformForm />
      </Section>
      <Section id="tool-details-title" title={M.toolTitle}>
        <ToolDetails />
      </Section>
    </Stack>
  );
}

function RegisteredPlatforms() {
  const list = usePlatformList();
  const remove = useRemovePlatform();
  const [removing, setRemoving] = useState<LtiPlatform | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setRemoving(null);
    setError(null);
  };
  const confirm = () => {
    if (!removing) return;
    setError(null);
    remove.mutate(removing._id, {
      onSuccess: () => {
        showToast(M.removed(removing.name), 'success');
        close();
      },
      onError: (failure) => setError(M.removeFailed(errorMessage(failure, M.unreachable))),
    });
  };

  let body: ReactNode;
  if (list.isPending) body = <LoadingMessage text={M.loading} />;
  else if (list.isError) {
    body = (
      <RetryAlert
        title={M.loadFailed}
        message={errorMessage(list.error, M.unreachable)}
        retryLabel={M.retry}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (list.data.length === 0) {
    body = (
      <Stack gap={4} align="center" py="lg" ta="center">
        <Text fw={600}>{M.empty}</Text>
        <Text size="sm" c="gray.7">
          {M.emptyHint}
        </Text>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="xs">
        <Text size="sm" c="gray.7" role="status">
          {M.platformCount(list.data.length)}
        </Text>
        <PlatformList platforms={list.data} onRemove={setRemoving} />
      </Stack>
    );
  }

  return (
    <>
      {body}
      <ConfirmModal
        opened={removing !== null}
        title={M.removeTitle}
        body={removing ? M.removeBody(removing.name) : ''}
        confirmLabel={M.removeConfirm}
        danger
        busy={remove.isPending}
        error={error}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}
