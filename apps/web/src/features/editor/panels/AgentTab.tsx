import { Button, Divider, Stack, Text } from '@mantine/core';
import { CHART_DESCRIPTION_REQUEST, GENERATING_DESCRIPTION_LABEL } from '@dsb/core';
import { useState } from 'react';
import { SlideAssistant, appendVideoScript, askAi, slideEvidenceIds } from '../../aiHelp';
import { storyStore, useStory } from '../../stories';

/**
 * The Agent tab (docs/product/ai-help.md): the slide assistant, and the chart description request
 * that adds the description to the slide's script as a paragraph to be spoken (no 'Video Script:'
 * label: the script is read aloud; docs/ai.md).
 */
export function AgentTab({ storyId, slideIndex }: { storyId: string | null; slideIndex: number }) {
  const story = useStory((s) => s.story);
  const slide = story?.slides[slideIndex];
  const charts = slideEvidenceIds(slide);
  const [describing, setDescribing] = useState(false);

  const describe = async () => {
    setDescribing(true);
    try {
      const answer = await askAi(CHART_DESCRIPTION_REQUEST, {
        task: 'chart-description',
        evidenceId: charts[0],
        storyId,
      });
      const script = storyStore.getState().story?.slides[slideIndex]?.script ?? '';
      storyStore.getState().updateSlide(slideIndex, {
        script: appendVideoScript(script, answer.message),
      });
    } catch (error) {
      // A failed chart description is only logged; the busy state is cleared.
      console.error('Failed to generate the chart description:', error);
    } finally {
      setDescribing(false);
    }
  };

  return (
    <Stack gap="sm">
      <SlideAssistant
        key={`${storyId}-${slideIndex}`}
        storyId={storyId}
        slideIndex={slideIndex}
        context={() => ({
          slideIndex,
          script: slide?.script ?? '',
          slideContent: slide?.canvasState ?? [],
          evidenceIds: charts,
          bigQuestion: story?.bigQuestion ?? null,
        })}
      />
      <Divider />
      <Button
        variant="light"
        onClick={() => void describe()}
        disabled={charts.length === 0 || describing}
        loading={false}
      >
        {describing ? GENERATING_DESCRIPTION_LABEL : 'Describe chart for script'}
      </Button>
      {charts.length === 0 && (
        <Text size="xs" c="gray.7">
          Add a chart to this slide to write a description of it.
        </Text>
      )}
    </Stack>
  );
}
