import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { HandinDetail } from '@dsb/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { approveHandin, FEEDBACK_API_MESSAGES, returnHandin } from './api';
import { REVIEW_MESSAGES as M } from './reviewMessages';
import { feedbackError } from './messages';

/**
 * 'Return to pupil', and on a link that reviews before sharing 'Return and approve for sharing',
 * each after a confirmation. `beforeReturn` saves scores chosen but not saved yet.
 */
export function ReviewReturn({
  handin,
  beforeReturn,
  onDone,
}: {
  handin: HandinDetail;
  beforeReturn: () => Promise<unknown>;
  onDone: () => Promise<unknown>;
}) {
  const [asking, setAsking] = useState<'return' | 'approve' | null>(null);
  const send = useMutation({
    mutationFn: async (approve: boolean) => {
      await beforeReturn();
      return returnHandin(handin.id, approve ? { approve: true } : {});
    },
    onSuccess: async () => {
      await onDone();
      setAsking(null);
    },
  });
  const approve = useMutation({ mutationFn: () => approveHandin(handin.id), onSuccess: onDone });
  // A link without review before sharing has every hand-in approved already.
  const reviewsSharing = !handin.approved;

  if (handin.status === 'returned')
    return reviewsSharing ? (
      <Stack gap={4}>
        <Button variant="default" onClick={() => approve.mutate()} loading={approve.isPending}>
          {M.approve()}
        </Button>
        {approve.isError && (
          <Text size="sm" c="red.9" role="alert">
            {feedbackError(approve.error, FEEDBACK_API_MESSAGES.approve())}
          </Text>
        )}
      </Stack>
    ) : null;

  const pupil = handin.pupilName;
  return (
    <>
      <Group gap="xs">
        <Button onClick={() => setAsking('return')}>{M.returnButton()}</Button>
        {reviewsSharing && (
          <Button variant="light" onClick={() => setAsking('approve')}>
            {M.returnApprove()}
          </Button>
        )}
      </Group>
      <Modal
        opened={asking !== null}
        onClose={() => {
          send.reset();
          setAsking(null);
        }}
        title={
          <Text fw={700} component="span">
            {M.returnTitle()}
          </Text>
        }
      >
        <Stack gap="md">
          <Text size="sm">
            {asking === 'approve' ? M.returnApproveBody(pupil) : M.returnBody(pupil)}
          </Text>
          {send.isError && (
            <Alert color="red" variant="light" role="alert">
              {feedbackError(send.error, FEEDBACK_API_MESSAGES.returnHandin())}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setAsking(null)}>
              {M.cancel()}
            </Button>
            <Button
              loading={send.isPending}
              onClick={() => send.mutate(asking === 'approve')}
              data-autofocus
            >
              {asking === 'approve' ? M.returnApprove() : M.returnConfirm()}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
