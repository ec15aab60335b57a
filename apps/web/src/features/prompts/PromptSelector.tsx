import { Tabs, Title, VisuallyHidden } from '@mantine/core';
import { IconBookmark, IconCompass, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useAuth } from '../auth';
import { BrowseTab } from './BrowseTab';
import { GuideTab } from './GuideTab';
import { promptMessages } from './messages';
import { SavedTab } from './SavedTab';

type TabValue = 'browse' | 'saved' | 'guide';

/**
 * 'Create a New Data Story': browse, saved prompts (signed in) and the guide
 * (docs/product/prompts.md).
 */
export function PromptSelector() {
  const { isAuthenticated } = useAuth();
  const [tab, setTab] = useState<TabValue>('browse');
  const active = tab === 'saved' && !isAuthenticated ? 'browse' : tab;
  const words = promptMessages.selector;
  return (
    <>
      <VisuallyHidden>
        <Title order={1}>{words.heading()}</Title>
      </VisuallyHidden>
      <Tabs value={active} onChange={(value) => value && setTab(value as TabValue)}>
        <Tabs.List mb="md">
          <Tabs.Tab value="browse" leftSection={<IconSearch size={16} aria-hidden />}>
            {words.browse()}
          </Tabs.Tab>
          {isAuthenticated && (
            <Tabs.Tab value="saved" leftSection={<IconBookmark size={16} aria-hidden />}>
              {words.saved()}
            </Tabs.Tab>
          )}
          <Tabs.Tab value="guide" leftSection={<IconCompass size={16} aria-hidden />}>
            {words.guide()}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="browse">
          <BrowseTab />
        </Tabs.Panel>
        {isAuthenticated && (
          <Tabs.Panel value="saved">
            <SavedTab onBrowse={() => setTab('browse')} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="guide">
          <GuideTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
