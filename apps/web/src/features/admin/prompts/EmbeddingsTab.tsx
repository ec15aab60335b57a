import {
  Alert,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconInfoCircle,
  IconKey,
  IconSearch,
  IconSparkles,
} from '@tabler/icons-react';
import { PROMPT_MANAGER_MESSAGES } from '@dsb/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { RetryAlert } from '../../../ui/RetryAlert';
import { progressLabel, progressPercent, type BatchProgress } from './batches';
import { CheckList } from './CheckList';
import { checkSummary } from './checkSummary';
import { EMBEDDING_ERRORS, useEmbeddings, type EmbeddingOutcome } from './useEmbeddings';

/** The exact checkbox labels. */
export const CHECK_ONLY_LABEL = "only list prompts without keywords/embeddings (don't create them)";
export const INCLUDE_WITH_KEYWORDS_LABEL =
  'include prompts that already have keywords when regenerating';

/** The Prompt Embeddings tab (docs/product/admin-prompts.md). */
export function EmbeddingsTab() {
  const [checkOnly, setCheckOnly] = useState(false);
  const [includeWithKeywords, setIncludeWithKeywords] = useState(false);
  const { check, running, progress, outcome, runCheck, runProcess } = useEmbeddings({
    checkOnly,
    includeWithKeywords,
  });
  const busy = running !== null;

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Checkbox
          label={CHECK_ONLY_LABEL}
          checked={checkOnly}
          onChange={(event) => setCheckOnly(event.currentTarget.checked)}
          disabled={busy}
        />
        <Checkbox
          label={INCLUDE_WITH_KEYWORDS_LABEL}
          checked={includeWithKeywords}
          onChange={(event) => setIncludeWithKeywords(event.currentTarget.checked)}
          disabled={busy}
        />
      </Stack>
      <Group gap="sm" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconSearch size={18} aria-hidden />}
          onClick={() => void runCheck()}
          loading={running === 'check'}
          disabled={busy && running !== 'check'}
        >
          Check Prompts
        </Button>
        <Button
          {...WRAPPING}
          leftSection={<IconSparkles size={18} aria-hidden />}
          onClick={() => void runProcess('generate')}
          loading={running === 'generate'}
          disabled={busy && running !== 'generate'}
        >
          Generate Keywords &amp; Embeddings
        </Button>
        <Button
          {...WRAPPING}
          variant="light"
          leftSection={<IconKey size={18} aria-hidden />}
          onClick={() => void runProcess('regenerate')}
          loading={running === 'regenerate'}
          disabled={busy && running !== 'regenerate'}
        >
          Regenerate Keywords Only (Fast)
        </Button>
      </Group>
      {progress && <ProcessProgress progress={progress} />}
      {outcome && <OutcomeLine outcome={outcome} />}
      <CheckBody check={check} />
    </Stack>
  );
}

/** A long label wraps on a narrow screen (320 px) instead of being cut short. */
const WRAPPING = {
  h: 'auto',
  mih: 36,
  py: 6,
  styles: { label: { whiteSpace: 'normal', lineHeight: 1.3 } },
} as const;

function ProcessProgress({ progress }: { progress: BatchProgress }) {
  const label = progressLabel(progress);
  return (
    <Stack gap={6} data-testid="embedding-progress">
      <Text size="sm" fw={500} role="status" aria-live="polite">
        {label}
      </Text>
      <Progress
        value={progressPercent(progress)}
        size="lg"
        radius="xl"
        aria-label={label}
        animated
      />
    </Stack>
  );
}

function OutcomeLine({ outcome }: { outcome: EmbeddingOutcome }) {
  if (outcome.tone === 'error') {
    return (
      <Alert
        color="red"
        title={outcome.title}
        icon={<IconAlertTriangle size={18} aria-hidden />}
        role="alert"
      >
        {outcome.detail}
      </Alert>
    );
  }
  return (
    <Alert
      color={outcome.tone === 'success' ? 'green' : 'blue'}
      icon={
        outcome.tone === 'success' ? (
          <IconCircleCheck size={18} aria-hidden />
        ) : (
          <IconInfoCircle size={18} aria-hidden />
        )
      }
      role="status"
    >
      {outcome.text}
    </Alert>
  );
}

/** The check's loading, error, empty state, or its summary and list. */
function CheckBody({ check }: { check: ReturnType<typeof useEmbeddings>['check'] }) {
  if (check.isPending && check.fetchStatus !== 'idle') {
    return (
      <Center py="xl" role="status">
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="gray.7">Checking prompts...</Text>
        </Group>
      </Center>
    );
  }
  if (check.isError) {
    return (
      <RetryAlert
        title={EMBEDDING_ERRORS.check}
        message={errorMessage(check.error, 'The server could not be reached.')}
        retryLabel="Try again"
        onRetry={() => void check.refetch()}
      />
    );
  }
  if (!check.data) return null;
  const listed = check.data.promptsWithoutEmbeddings;
  if (listed.length === 0) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <ThemeIcon size={44} radius="xl" variant="light" color="green">
            <IconCircleCheck size={26} aria-hidden />
          </ThemeIcon>
          <Text fw={500} role="status">
            {PROMPT_MANAGER_MESSAGES.allHaveEmbeddings}
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Stack gap="sm">
      <Text fw={500} role="status" aria-live="polite" data-testid="prompt-check-summary">
        {checkSummary(check.data)}
        {check.isFetching ? ' (updating...)' : ''}
      </Text>
      <CheckList prompts={listed} />
    </Stack>
  );
}
