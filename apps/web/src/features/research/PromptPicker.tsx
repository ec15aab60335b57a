import { Group, Paper, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PromptListPage } from '@dsb/core';
import { apiFetch, errorMessage } from '../../lib/http';
import { showToast } from '../../ui/toast';
import { useShowEvidenceTopic } from '../evidence';
import { promptKeys, selectPromptById, usePromptStore } from '../prompts';
import { useStory } from '../stories';
import { researchMessages } from './messages';

const t = researchMessages.picker;

/** Every prompt for the picker (the library holds well under 100). */
const fetchPickerPrompts = () =>
  apiFetch<PromptListPage>('/api/prompts?limit=100&offset=0', {}, t.listFailed());

/**
 * The details are fetched (a failure clears the selection), then
 * evidence is searched by the first topic tag unless it is 'general'; that search may fail
 * without harm.
 */
async function choosePrompt(
  id: string,
  showTopic: (topic: string) => Promise<boolean>,
): Promise<boolean> {
  try {
    await selectPromptById(id);
  } catch (error) {
    showToast(errorMessage(error, t.detailsFailed()), 'error');
    return false;
  }
  const tag = usePromptStore.getState().selectedPromptDetails?.topics[0]?.topicTag;
  if (tag && tag !== 'general') void showTopic(tag);
  return true;
}

/**
 * The row above the panel: the big question being researched and a picker to change it. With a
 * story open that is the story's own question until another prompt is chosen here: the prompt
 * last opened elsewhere (say, on the home page) belongs to no story and is not shown as its.
 */
export function PromptPicker({ storyId }: { storyId: string | null }) {
  const storyQuestion = useStory((s) =>
    storyId && s.story?._id === storyId ? (s.story.bigQuestion ?? null) : null,
  );
  const [pickedHere, setPickedHere] = useState(false);
  const chosen = usePromptStore((s) => s.selectedPromptDetails);
  const question = storyId && !pickedHere ? storyQuestion : (chosen?.bigQuestion ?? null);
  const showTopic = useShowEvidenceTopic();
  const list = useQuery({ queryKey: [...promptKeys.all, 'picker'], queryFn: fetchPickerPrompts });
  const options = (list.data?.prompts ?? []).map((p) => ({ value: p._id, label: p.bigQuestion }));

  return (
    <Paper withBorder radius="md" p="sm" bg="blue.0">
      <Group gap="sm" justify="space-between" align="center">
        <Text fw={600} style={{ flex: '1 1 280px' }} data-testid="research-big-question">
          {question === null ? t.noneChosen() : t.bigQuestion({ question })}
        </Text>
        <Select
          aria-label={t.chooseAria()}
          placeholder={list.isPending ? t.loading() : t.choosePlaceholder()}
          data={options}
          value={null}
          onChange={(id) => {
            if (id) void choosePrompt(id, showTopic).then((ok) => ok && setPickedHere(true));
          }}
          searchable
          nothingFoundMessage={t.nothingFound()}
          allowDeselect={false}
          style={{ flex: '1 1 260px', maxWidth: 420 }}
          comboboxProps={{ width: 'target', position: 'bottom-end' }}
          maxDropdownHeight={320}
        />
      </Group>
    </Paper>
  );
}
