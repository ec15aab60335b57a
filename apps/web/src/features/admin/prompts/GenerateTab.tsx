import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconWand } from '@tabler/icons-react';
import { MAX_DRAFT_COUNT, MIN_DRAFT_COUNT } from '@dsb/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/http';
import { showToast } from '../../../ui/toast';
import { DraftCard } from './DraftCard';
import { DraftEditModal } from './DraftEditModal';
import { articleDateText, articleUrlProblem, type DraftEntry } from './drafts';
import { DRAFT_ERRORS, useDrafts } from './useDrafts';

const COUNTS = Array.from({ length: MAX_DRAFT_COUNT - MIN_DRAFT_COUNT + 1 }, (_, i) =>
  String(MIN_DRAFT_COUNT + i),
);
const DEFAULT_COUNT = '3';
const SAVED_MESSAGE = 'Prompt created successfully';

/**
 * The Generate Prompts tab (docs/product/admin-prompts.md): an article's URL in, drafted prompts
 * out.
 */
export function GenerateTab() {
  const [url, setUrl] = useState('');
  const [count, setCount] = useState(DEFAULT_COUNT);
  const [urlProblem, setUrlProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState<DraftEntry | null>(null);
  const { drafts, article, generate, remove } = useDrafts();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim() || generate.isPending) return;
    const problem = articleUrlProblem(url);
    setUrlProblem(problem);
    if (problem) return;
    generate.mutate({ articleUrl: url.trim(), count: Number(count) });
  };
  const saved = (key: string) => {
    remove(key);
    setEditing(null);
    showToast(SAVED_MESSAGE, 'success');
  };

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Article URL"
            placeholder="https://www.example.org/statistics/article"
            type="url"
            inputMode="url"
            value={url}
            onChange={(event) => {
              setUrl(event.currentTarget.value);
              setUrlProblem(null);
            }}
            error={urlProblem}
            disabled={generate.isPending}
            style={{ flex: '1 1 18rem' }}
          />
          <NativeSelect
            label="Number of prompts"
            data={COUNTS}
            value={count}
            onChange={(event) => setCount(event.currentTarget.value)}
            disabled={generate.isPending}
            w={{ base: '100%', xs: 160 }}
          />
          <Button
            type="submit"
            mt={{ base: 0, xs: 25 }}
            leftSection={<IconWand size={18} aria-hidden />}
            disabled={!url.trim()}
            loading={generate.isPending}
          >
            Generate Prompts
          </Button>
        </Group>
      </form>
      {generate.isPending && (
        <Center py="xl" role="status">
          <Group gap="sm">
            <Loader size="sm" />
            <Text c="gray.7">Generating prompts from the article...</Text>
          </Group>
        </Center>
      )}
      {generate.isError && (
        <Alert
          color="red"
          title={DRAFT_ERRORS.generate}
          icon={<IconAlertTriangle size={18} aria-hidden />}
          role="alert"
        >
          {errorMessage(generate.error, 'The server could not be reached.')}
        </Alert>
      )}
      {article && drafts.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="draft-results-title">
          <div>
            <Title order={2} size="h3" id="draft-results-title">
              {drafts.length === 1 ? '1 drafted prompt' : `${drafts.length} drafted prompts`}
            </Title>
            <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              From: {article.title}
              {article.date ? ` (${articleDateText(article.date)})` : ''}
            </Text>
          </div>
          {drafts.map((draft, index) => (
            <DraftCard
              key={draft.key}
              draft={draft}
              index={index}
              onEdit={() => setEditing(draft)}
              onSaved={() => saved(draft.key)}
            />
          ))}
        </Stack>
      )}
      {!generate.isPending && !generate.isError && drafts.length === 0 && (
        <Text c="gray.7" size="sm">
          {generate.isSuccess
            ? 'Every drafted prompt has been added or there were none to draft.'
            : 'Enter the address of an article to draft prompts from it.'}
        </Text>
      )}
      <DraftEditModal draft={editing} onClose={() => setEditing(null)} onSaved={saved} />
    </Stack>
  );
}
