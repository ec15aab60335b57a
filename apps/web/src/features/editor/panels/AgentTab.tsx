import { Button, Divider, Stack, Text } from '@mantine/core';
import { CHART_DESCRIPTION_REQUEST } from '@dsb/core';
import { useState } from 'react';
import {
  PupilChartTutor,
  SlideAssistant,
  appendVideoScript,
  askAi,
  pupilChartContext,
  slideEvidenceIds,
} from '../../aiHelp';
import { storyStore, useStory } from '../../stories';
import { useEditor, useEditorStatus } from '../EditorContext';
import { panelMessages } from './messages';

const M = panelMessages.agent;

/**
 * The Agent tab (docs/product/ai-help.md): the slide assistant, the chart tutor on a chart the
 * pupil made when one is selected, and the chart description request that adds the description
 * to the slide's script as a paragraph to be spoken (no 'Video Script:' label: the script is read
 * aloud; docs/ai.md). The description is of the selected pupil chart, else the slide's first
 * library chart.
 */
export function AgentTab({ storyId, slideIndex }: { storyId: string | null; slideIndex: number }) {
  const story = useStory((s) => s.story);
  const slide = story?.slides[slideIndex];
  const charts = slideEvidenceIds(slide);
  const [describing, setDescribing] = useState(false);
  const editor = useEditor();
  // Re-read when the selection changes: a pupil chart selected opens its tutor.
  useEditorStatus((status) => status.selection);
  const selected = editor.getSelection();
  const pupilChart = selected.length === 1 ? selected[0] : null;
  const pupilContext = pupilChart ? pupilChartContext(pupilChart) : null;

  const describe = async () => {
    setDescribing(true);
    try {
      const answer = await askAi(CHART_DESCRIPTION_REQUEST, {
        task: 'chart-description',
        ...(pupilContext ? { chart: pupilContext } : { evidenceId: charts[0] }),
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
      {pupilContext && <PupilChartTutor storyId={storyId} object={pupilChart} />}
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
        disabled={(charts.length === 0 && !pupilContext) || describing}
        loading={false}
      >
        {describing ? M.generating() : M.describe()}
      </Button>
      {charts.length === 0 && !pupilContext && (
        <Text size="xs" c="gray.7">
          {M.addChartFirst()}
        </Text>
      )}
    </Stack>
  );
}
