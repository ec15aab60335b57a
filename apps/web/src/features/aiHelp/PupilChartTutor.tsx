import { ChatPanel } from './ChatPanel';
import { aiHelpMessages } from './messages';
import { usePupilChartTutor } from './useChartTutor';

/**
 * The chart tutor on a chart the pupil made (docs/product/ai-help.md): the same chat as a library
 * chart's, asked with the selected chart's own rows. `object` is the selected canvas object; with
 * anything but a pupil chart the panel waits.
 */
export function PupilChartTutor({
  storyId,
  object,
}: {
  storyId: string | null | undefined;
  object: unknown;
}) {
  const { chat, connection } = usePupilChartTutor(storyId, object);
  return (
    <ChatPanel
      title={aiHelpMessages.tutor.title()}
      chat={chat}
      bar={connection.bar}
      onRetryConnection={() => void connection.monitor.retry()}
      listHeight="45vh"
      waitingText={aiHelpMessages.tutor.waiting()}
    />
  );
}
