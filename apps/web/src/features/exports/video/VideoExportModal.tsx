import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useStory } from '../../stories';
import type { ExportStory } from '../exportStory';
import { VideoGenerate } from './VideoGenerate';
import { VideoHistory } from './VideoHistory';
import { useVideoHistory } from './useVideoHistory';
import { ExportModalFrame } from '../ExportModalFrame';
import { exportMessages } from '../messages';

/**
 * The video preview modal (docs/product/video.md): 'Preview & Generate' and 'Video History (N)'.
 */
export function VideoExportModal({
  story,
  onClose,
}: {
  /** The story as it was when Video was chosen; null keeps the modal closed. */
  story: ExportStory | null;
  onClose: () => void;
}) {
  return (
    <ExportModalFrame
      opened={story !== null}
      onClose={onClose}
      title={exportMessages.video.title()}
      size="xl"
    >
      {story && <VideoTabs key={story.key} story={story} />}
    </ExportModalFrame>
  );
}

function VideoTabs({ story }: { story: ExportStory }) {
  // A draft gets its id on the first save (Generate saves first), so read the live id.
  const storyId = useStory((state) => state.story?._id ?? null) ?? story.storyId;
  const history = useVideoHistory(storyId);
  const [tab, setTab] = useState<string | null>('generate');
  const count = history.data?.length ?? 0;
  return (
    <Tabs value={tab} onChange={setTab} keepMounted>
      <Tabs.List mb="md">
        <Tabs.Tab value="generate">{exportMessages.video.generateTab()}</Tabs.Tab>
        <Tabs.Tab value="history">{exportMessages.video.historyTab({ count })}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="generate">
        <VideoGenerate story={story} />
      </Tabs.Panel>
      <Tabs.Panel value="history">
        <VideoHistory storyId={storyId} />
      </Tabs.Panel>
    </Tabs>
  );
}
