import { Alert, Button, Grid, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { LtiDeepLinkRequest, Prompt } from '@dsb/core';
import { ApiError, errorMessage } from '../../lib/http';
import { LoadingMessage } from '../../ui/LoadingMessage';
import { RetryAlert } from '../../ui/RetryAlert';
import { useRubricList } from '../rubrics';
import { fetchDeepLinkRequest, ltiKeys } from './api';
import { currentFrameToken } from './frameToken';
import { PICKER_MESSAGES as M } from './messages';
import { PromptChoiceList, promptTitle } from './PromptChoiceList';

const HINT = { color: 'var(--mantine-color-gray-7)' };
const NO_RUBRIC = '';

/**
 * /lti/deep-link?request={id}: an instructor adding this app to a course chooses a big question,
 * optionally a rubric, and the title the course shows (docs/product/lti.md, "Adding an activity").
 * "Add to course" posts a real form to /lti/deep-link, whose answer page sends the choice back to
 * the platform; the form carries the frame token as a field, since a form post has no header.
 */
export function DeepLinkPickerPage() {
  const [params] = useSearchParams();
  const requestId = params.get('request') ?? '';
  const request = useQuery({
    queryKey: ltiKeys.deepLink(requestId),
    queryFn: () => fetchDeepLinkRequest(requestId),
    enabled: requestId !== '',
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });

  let body;
  if (!requestId) body = <Problem text={M.requestMissing()} />;
  else if (request.isPending) body = <LoadingMessage text={M.loading()} page />;
  else if (request.isError) {
    const gone =
      request.error instanceof ApiError && [400, 404, 410].includes(request.error.status);
    body = gone ? (
      <Problem text={M.requestGone()} />
    ) : (
      <RetryAlert
        message={errorMessage(request.error, M.requestFailed())}
        retrying={request.isFetching}
        onRetry={() => void request.refetch()}
      />
    );
  } else body = <PickerForm request={request.data} />;

  return (
    <Stack maw={1100} mx="auto" gap="md">
      <Title order={2}>{M.pageTitle()}</Title>
      {body}
    </Stack>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
      <Text size="sm">{text}</Text>
    </Alert>
  );
}

function PickerForm({ request }: { request: LtiDeepLinkRequest }) {
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [title, setTitle] = useState('');
  const [titleEdited, setTitleEdited] = useState(false);
  const [rubricId, setRubricId] = useState(NO_RUBRIC);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const rubrics = useRubricList();
  const token = currentFrameToken()?.token ?? null;
  const wide = useMediaQuery('(min-width: 62em)');

  const choose = (next: Prompt) => {
    setPrompt(next);
    setProblem(null);
    if (!titleEdited) setTitle(promptTitle(next));
  };
  // The browser posts the form itself (its answer is a page); only a missing choice stops it.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const missing = !prompt ? M.chooseFirst() : !title.trim() ? M.titleRequired() : null;
    if (missing) {
      event.preventDefault();
      setProblem(missing);
      return;
    }
    setSending(true);
  };
  const rubricOptions = [
    { value: NO_RUBRIC, label: M.rubricNone() },
    ...(rubrics.data ?? []).map((r) => ({ value: r.id, label: r.name })),
  ];
  const rubricStatus = rubrics.isPending
    ? M.rubricsLoading()
    : rubrics.isError
      ? M.rubricsFailed()
      : '';

  return (
    <Stack gap="md">
      <Text c="gray.7" data-testid="picker-course">
        {request.contextTitle
          ? M.course({ name: request.contextTitle })
          : M.platformOnly({ platform: request.platformName })}
      </Text>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PromptChoiceList chosenId={prompt?._id ?? null} onChoose={choose} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper
            component="form"
            method="post"
            action="/lti/deep-link"
            onSubmit={submit}
            withBorder
            p="md"
            radius="md"
            aria-label={M.pageTitle()}
            // Beside the list on a wide screen, in view while it scrolls; under it on a phone.
            style={wide ? { position: 'sticky', top: 76 } : undefined}
          >
            <Stack gap="sm">
              <input type="hidden" name="requestId" value={request.requestId} />
              <input type="hidden" name="token" value={token ?? ''} />
              <input type="hidden" name="promptId" value={prompt?._id ?? ''} />
              <input type="hidden" name="rubricId" value={rubricId} />
              <Text size="sm" fw={600} aria-live="polite" style={{ overflowWrap: 'anywhere' }}>
                {prompt ? M.chosen({ title: promptTitle(prompt) }) : M.chooseFirst()}
              </Text>
              <Select
                label={M.rubricLabel()}
                description={M.rubricHint()}
                data={rubricOptions}
                value={rubricId}
                onChange={(value) => setRubricId(value ?? NO_RUBRIC)}
                allowDeselect={false}
                styles={{ description: HINT }}
                comboboxProps={{ withinPortal: true }}
              />
              <Text size="xs" c="gray.7" role="status" hidden={!rubricStatus} mt={-8}>
                {rubricStatus}
              </Text>
              <TextInput
                label={M.titleLabel()}
                description={M.titleHint()}
                name="title"
                value={title}
                maxLength={200}
                onChange={(event) => {
                  setTitle(event.currentTarget.value);
                  setTitleEdited(true);
                }}
                styles={{ description: HINT }}
              />
              {problem && (
                <Text size="sm" c="red.8" role="alert">
                  {problem}
                </Text>
              )}
              {token ? (
                <Button
                  type="submit"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  loading={sending}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {M.submit()}
                </Button>
              ) : (
                <Problem text={M.noToken()} />
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
