import { Button, EmptyState, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconListCheck } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { MAX_RUBRIC_CRITERIA, MAX_RUBRIC_LEVELS } from '@dsb/core';
import { errorMessage } from '../../lib/http';
import { LoadingMessage } from '../../ui/LoadingMessage';
import { RetryAlert } from '../../ui/RetryAlert';
import { rubricText, RUBRICS_MESSAGES as M } from './messages';
import { RubricEditor } from './RubricEditor';
import { RubricList } from './RubricList';
import { useRubricList } from './useRubrics';

export const RUBRICS_PATH = '/rubrics';
const CUSTOM_LINKS_PATH = '/?menu=custom-links';

/**
 * /rubrics (the list), /rubrics/new and /rubrics/{id} (the editor): a teacher's rubrics
 * (docs/product/feedback.md, "Rubrics (screen)"). Signed-in users only (the route's guard).
 */
export function RubricsPage() {
  const { rubricId } = useParams();
  const list = useRubricList();
  const back = rubricId ? (
    <BackButton to={RUBRICS_PATH} label={M.backToList()} />
  ) : (
    <BackButton to={CUSTOM_LINKS_PATH} label={M.backToLinks()} />
  );

  let body;
  if (list.isPending) {
    body = <LoadingMessage text={M.loading()} />;
  } else if (list.isError && !list.data) {
    body = (
      <RetryAlert
        message={rubricText(errorMessage(list.error, M.listFailed()))}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!rubricId) {
    body = <RubricList rubrics={list.data} />;
  } else {
    const rubric = rubricId === 'new' ? null : list.data.find((r) => r.id === rubricId);
    body =
      rubric === undefined ? (
        <EmptyState icon={<IconListCheck size={24} aria-hidden />} py="xl">
          <EmptyState.Description c="gray.7">{M.notFound()}</EmptyState.Description>
        </EmptyState>
      ) : (
        <RubricEditor key={rubricId} rubric={rubric} />
      );
  }

  return (
    <Stack gap="md" maw={1200} mx="auto">
      {back}
      {!rubricId && (
        <div>
          <Title order={2}>{M.title()}</Title>
          <Text c="gray.7" size="sm">
            {M.intro({ criteria: MAX_RUBRIC_CRITERIA, levels: MAX_RUBRIC_LEVELS })}
          </Text>
        </div>
      )}
      {body}
    </Stack>
  );
}

function BackButton({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      size="compact-sm"
      leftSection={<IconArrowLeft size={16} aria-hidden className="dsb-mirror" />}
      style={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
}
