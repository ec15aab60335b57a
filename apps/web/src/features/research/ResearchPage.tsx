import { Container, Stack } from '@mantine/core';
import { EvidencePanel } from '../evidence';
import { StoryNotices, useUnsavedWarning } from '../stories';
import { PromptPicker } from './PromptPicker';
import { ResearchHeader } from './ResearchHeader';
import { useResearchStory } from './useResearchStory';

/** /researcher?story=&slide= : the evidence panel full page (docs/product/research.md). */
export function ResearchPage() {
  const { storyId, slide } = useResearchStory();
  useUnsavedWarning();
  return (
    <>
      <ResearchHeader storyId={storyId} slide={slide} />
      <Container size="md" px={0}>
        <Stack gap="md">
          {/* A new story starts from its own question again. */}
          <PromptPicker key={storyId ?? 'none'} storyId={storyId} />
          <EvidencePanel storyId={storyId} variant="research" />
        </Stack>
      </Container>
      <StoryNotices />
    </>
  );
}
