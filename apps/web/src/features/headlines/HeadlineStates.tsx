import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconNewsOff } from '@tabler/icons-react';
import { suggestedTerms } from './headlineRules';
import { headlineMessages } from './messages';

export function HeadlinesSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {[0, 1, 2].map((i) => (
        <Stack key={i} gap={6}>
          <Skeleton h={14} />
          <Skeleton h={14} w="80%" />
          <Skeleton h={10} w="50%" />
        </Stack>
      ))}
    </Stack>
  );
}

export function HeadlinesError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="alert"
      p="xs"
    >
      <Text size="sm" c="red.9">
        {message}
      </Text>
      {onRetry && (
        <Button size="compact-sm" variant="white" color="red.9" mt={6} onClick={onRetry}>
          {headlineMessages.states.tryAgain()}
        </Button>
      )}
    </Alert>
  );
}

/**
 * Nothing to show for the topic (or the fetch failed): the server's reason when it gave one
 * (nothing collected yet, the news service unreachable), else that the topic has no articles
 * yet, never advice about search words, since the panel has no search box. Then the query's
 * words over 3 characters, or the prompt's keywords, as buttons that search again.
 */
export function NoArticles({
  query,
  message,
  keywords = [],
  onSearch,
}: {
  query: string;
  message?: string;
  keywords?: readonly string[];
  onSearch: (term: string) => void;
}) {
  const terms = suggestedTerms(query, keywords);
  return (
    <Stack gap="xs" data-testid="no-articles">
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconNewsOff size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">{message || headlineMessages.news.noArticlesForTopic()}</Text>
      </Group>
      {terms.length > 0 && (
        <>
          <Text size="xs" c="dimmed" id="headline-suggestions">
            {headlineMessages.states.suggestions()}
          </Text>
          <Group gap={6} role="group" aria-labelledby="headline-suggestions">
            {terms.map((term) => (
              <Button key={term} size="compact-sm" variant="outline" onClick={() => onSearch(term)}>
                {term}
              </Button>
            ))}
          </Group>
        </>
      )}
    </Stack>
  );
}
