import { Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { EmbeddingsTab } from './EmbeddingsTab';
import { GenerateTab } from './GenerateTab';

type TabId = 'embeddings' | 'generate';
const isTab = (value: string | null): value is TabId =>
  value === 'embeddings' || value === 'generate';

/**
 * The Prompt Manager (docs/product/admin-prompts.md): tabs Prompt Embeddings and Generate Prompts.
 * The tab is in the address (?tab=generate), so a reload opens the same one; both stay mounted so a
 * tab's work survives switching.
 */
export function PromptManager() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTab(requested) ? requested : 'embeddings';
  const choose = (value: string | null) => {
    if (!isTab(value)) return;
    setParams(value === 'embeddings' ? {} : { tab: value }, { replace: true });
  };

  return (
    <Stack gap="md">
      <Title order={1}>Prompt Manager</Title>
      <Tabs value={tab} onChange={choose} keepMounted>
        <Tabs.List>
          <Tabs.Tab value="embeddings">Prompt Embeddings</Tabs.Tab>
          <Tabs.Tab value="generate">Generate Prompts</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="embeddings" pt="md">
          <EmbeddingsTab />
        </Tabs.Panel>
        <Tabs.Panel value="generate" pt="md">
          <GenerateTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
