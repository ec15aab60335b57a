import { ActionIcon, Alert, Collapse, Group, Text, Tooltip } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { SLIDE_CHAT_WELCOME, type AiChatContext } from '@dsb/core';
import { useState } from 'react';
import { AiInstructionsPanel } from './AiInstructionsPanel';
import { ChatPanel } from './ChatPanel';
import { aiHelpMessages } from './messages';
import { useAiChat } from './useAiChat';
import { useConnection } from './useConnection';
import { compactSlideContent } from './pupilChartContext';

/**
 * The slide assistant of the editor's Agent tab (docs/product/ai-help.md): one chat per slide,
 * asked with the slide's current (maybe unsaved) script and canvas, and its settings panel.
 */
export function SlideAssistant({
  storyId,
  slideIndex,
  context,
}: {
  storyId: string | null;
  slideIndex: number;
  /** The slide as it is now: script, canvas objects, charts, big question. */
  context: () => Partial<AiChatContext>;
}) {
  const connection = useConnection();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const chat = useAiChat({
    chatType: 'slide-assistant',
    storyId,
    slideIndex,
    welcome: SLIDE_CHAT_WELCOME,
    monitor: connection.monitor,
    // A pupil's charts on the canvas go compacted: their plotted columns, not every row twice.
    context: () => {
      const current = context();
      return current.slideContent === undefined
        ? current
        : { ...current, slideContent: compactSlideContent(current.slideContent) };
    },
  });
  // One failed check shows the retrying banner; from the second the connection bar says why.
  const retrying = connection.state.status === 'failed' && !connection.bar;
  return (
    <ChatPanel
      title={aiHelpMessages.slide.title()}
      chat={chat}
      bar={connection.bar}
      onRetryConnection={() => void connection.monitor.retry()}
      listHeight="45vh"
      waitingText={
        storyId ? aiHelpMessages.states.waitingForData() : aiHelpMessages.states.missingDataSlide()
      }
      toolbar={
        <>
          <Group justify="flex-end">
            <Tooltip label={aiHelpMessages.instructions.title()}>
              <ActionIcon
                variant="subtle"
                color="gray.7"
                aria-label={aiHelpMessages.instructions.title()}
                aria-expanded={settingsOpen}
                onClick={() => setSettingsOpen(!settingsOpen)}
              >
                <IconSettings size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Collapse expanded={settingsOpen}>
            {settingsOpen && <AiInstructionsPanel kind="slideAssistant" />}
          </Collapse>
          {retrying && (
            <Alert color="yellow" role="status" p="xs">
              <Text size="sm">{aiHelpMessages.states.connectionRetrying()}</Text>
            </Alert>
          )}
        </>
      }
    />
  );
}
