import { CHART_CHAT_WELCOME, RESEARCH_MODE_STORY_ID } from '@dsb/core';
import { useAuth } from '../auth';
import { REGION_QUESTION } from './regionSelection';
import type { RegionChoice } from './RegionSelector';
import { useAiChat } from './useAiChat';
import { useAiConfig } from './useAiConfig';
import { useConnection } from './useConnection';
import { aiHelpMessages } from './messages';
import { PUPIL_CHART_CHAT_PREFIX } from '@dsb/core/charts';
import {
  pupilChartChatKey,
  pupilChartContext,
  savedChartContext,
  type SavedChartLike,
} from './pupilChartContext';

/** The chart tutor of the evidence modal: its chat, connection bar and region questions. */
export function useChartTutor(
  storyId: string | null | undefined,
  evidenceId: string,
  /** The item shown: a chart the pupil saved is asked about with its own table. */
  item?: SavedChartLike,
) {
  const { user } = useAuth();
  const connection = useConnection();
  const config = useAiConfig();
  const saved = item ? savedChartContext(item) : null;
  const chat = useAiChat({
    chatType: 'chart-analysis',
    storyId: user ? (storyId ?? RESEARCH_MODE_STORY_ID) : null,
    evidenceId: saved ? `${PUPIL_CHART_CHAT_PREFIX}${evidenceId}` : evidenceId,
    welcome: CHART_CHAT_WELCOME,
    monitor: connection.monitor,
    context: () => (saved ? { chart: saved } : { evidenceId }),
  });
  const askRegion = ({ region, croppedImage }: RegionChoice) =>
    chat.send(REGION_QUESTION, {
      context: {
        task: 'chart-region',
        region,
        // The cropped picture goes only to a model that reads images.
        ...(config.data?.vision && croppedImage ? { imageData: { src: croppedImage } } : {}),
      },
      failureText: aiHelpMessages.states.regionFailed(),
    });
  return { chat, connection, askRegion };
}

/**
 * The chart tutor for a chart the pupil made (a canvas object holding a pupil chart; docs/ai.md,
 * "A pupil's own chart"): one chat per chart, each question sent with the chart's plotted rows,
 * so the offline guide and a model answer from them as they do for a library chart.
 */
export function usePupilChartTutor(storyId: string | null | undefined, object: unknown) {
  const { user } = useAuth();
  const connection = useConnection();
  const chat = useAiChat({
    chatType: 'chart-analysis',
    // A pupil's chart lives on a slide: its chat belongs to the story.
    storyId: user ? (storyId ?? null) : null,
    evidenceId: pupilChartChatKey(object),
    welcome: CHART_CHAT_WELCOME,
    monitor: connection.monitor,
    context: () => ({ chart: pupilChartContext(object) }),
  });
  return { chat, connection };
}
