import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconSearch, IconTrash } from '@tabler/icons-react';
import type { BankComment } from '@dsb/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  addBankComment,
  deleteBankComment,
  FEEDBACK_API_MESSAGES,
  feedbackKeys,
  fetchBank,
  updateBankComment,
} from './api';
import { ReviewCommentField } from './ReviewCommentField';
import { commentLimit } from './reviewLogic';
import { REVIEW_MESSAGES as M } from './reviewMessages';
import { feedbackError } from './messages';

/**
 * The teacher's comment bank: earlier comments, most used first, searchable; 'Insert' puts one
 * into the comment being written; the list can be edited, added to and pruned.
 */
export function BankPanel({ onInsert }: { onInsert: (text: string) => void }) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const bank = useQuery({ queryKey: feedbackKeys.bank(q), queryFn: () => fetchBank(q) });
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['feedback', 'bank'] });
  const [adding, setAdding] = useState('');
  const add = useMutation({
    mutationFn: (text: string) => addBankComment(text),
    onSuccess: () => {
      setAdding('');
      return refresh();
    },
  });

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="review-bank-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="review-bank-title">
          {M.bankTitle()}
        </Title>
        <Text size="xs" c="gray.7">
          {M.bankHelp()}
        </Text>
        <TextInput
          label={M.bankSearch()}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={14} aria-hidden />}
          maxLength={100}
          size="sm"
        />
        {bank.isPending && <Loader size="sm" aria-label={M.loading()} />}
        {bank.isError && (
          <Alert color="red" variant="light">
            {feedbackError(bank.error, M.bankLoadFailed())}
          </Alert>
        )}
        {bank.data && bank.data.length === 0 && (
          <Text size="sm" c="gray.7">
            {q ? M.bankNoMatch() : M.bankEmpty()}
          </Text>
        )}
        {bank.data && bank.data.length > 0 && (
          <Stack
            gap={6}
            component="ul"
            m={0}
            p={0}
            mah={320}
            style={{ listStyle: 'none', overflowY: 'auto' }}
            data-testid="review-bank"
          >
            {bank.data.map((item) => (
              <BankItem key={item.id} item={item} onInsert={onInsert} onChanged={refresh} />
            ))}
          </Stack>
        )}
        <ReviewCommentField
          label={M.bankAddLabel()}
          value={adding}
          onChange={setAdding}
          error={add.isError ? feedbackError(add.error, FEEDBACK_API_MESSAGES.bankSave()) : null}
        />
        <Button
          size="xs"
          variant="default"
          style={{ alignSelf: 'flex-start' }}
          disabled={commentLimit(adding).empty || commentLimit(adding).over}
          loading={add.isPending}
          onClick={() => add.mutate(adding)}
        >
          {M.bankAdd()}
        </Button>
      </Stack>
    </Paper>
  );
}

function BankItem({
  item,
  onInsert,
  onChanged,
}: {
  item: BankComment;
  onInsert: (text: string) => void;
  onChanged: () => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (text: string) => updateBankComment(item.id, text),
    onSuccess: async () => {
      await onChanged();
      setDraft(null);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteBankComment(item.id),
    onSuccess: onChanged,
  });
  const failure = save.error ?? remove.error;

  if (draft !== null)
    return (
      <Stack component="li" gap={4}>
        <ReviewCommentField
          label={M.bankEditLabel()}
          value={draft}
          onChange={setDraft}
          autoFocus
          error={failure ? feedbackError(failure, FEEDBACK_API_MESSAGES.bankSave()) : null}
        />
        <Group gap="xs">
          <Button
            size="xs"
            onClick={() => save.mutate(draft)}
            loading={save.isPending}
            disabled={commentLimit(draft).empty || commentLimit(draft).over}
          >
            {M.save()}
          </Button>
          <Button size="xs" variant="default" onClick={() => setDraft(null)}>
            {M.cancel()}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Group component="li" gap={6} wrap="nowrap" align="flex-start" data-testid="review-bank-item">
      <Button
        size="compact-xs"
        variant="light"
        onClick={() => onInsert(item.text)}
        aria-label={M.insertLabel(item.text)}
        style={{ flexShrink: 0 }}
      >
        {M.insert()}
      </Button>
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {item.text}
        </Text>
        <Text size="xs" c="gray.7">
          {M.bankUses(item.uses)}
        </Text>
        {remove.isError && (
          <Text size="xs" c="red.9">
            {feedbackError(remove.error, FEEDBACK_API_MESSAGES.bankSave())}
          </Text>
        )}
      </Stack>
      <ActionIcon
        variant="subtle"
        aria-label={M.bankEditButton(item.text)}
        onClick={() => setDraft(item.text)}
      >
        <IconPencil size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={M.bankDeleteButton(item.text)}
        loading={remove.isPending}
        onClick={() => remove.mutate()}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
