import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import type { AiInstructionKind } from '@dsb/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AiInstructionsButton } from './AiInstructionsModal';
import { ConnectionBar } from './ConnectionBar';
import {
  canSend,
  showsHistoryToggle,
  suggestionsFor,
  visibleMessages,
  type PanelMessage,
} from './chatMessages';
import type { ConnectionBarContent } from './connectionMonitor';
import { aiHelpMessages, answerLabel, chatText } from './messages';
import type { useAiChat } from './useAiChat';

/** Scrolling to the newest message waits this long (slide assistant). */
const SCROLL_DELAY_MS = 100;

export type ChatPanelProps = {
  chat: ReturnType<typeof useAiChat>;
  bar: ConnectionBarContent | null;
  onRetryConnection: () => void;
  /** Accessible name of the panel, e.g. 'Chart tutor'. */
  title: string;
  /** Shown above the messages (the settings button, the region toggle). */
  toolbar?: ReactNode;
  /** Max height of the message list; the list scrolls past it. */
  listHeight?: number | string;
  /** Shown instead of the whole panel while the chat cannot start. */
  waitingText?: string;
  /** The settings button beside the toolbar opens the AI Instructions modal for this kind. */
  instructionsKind?: AiInstructionKind;
};

/** The chat column (the slide assistant uses it too). */
export function ChatPanel(props: ChatPanelProps) {
  const {
    chat,
    bar,
    onRetryConnection,
    title,
    toolbar,
    listHeight = 420,
    instructionsKind,
  } = props;
  const [draft, setDraft] = useState('');
  const [showAll, setShowAll] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const ready = chat.status === 'ready';
  const shown = visibleMessages(chat.messages, showAll);
  const words = aiHelpMessages.chat;

  useEffect(() => {
    const timer = setTimeout(() => {
      // The newest message's top (with its label), so a long answer is read from its start.
      const items = list.current?.querySelectorAll<HTMLElement>('[data-chat-message]');
      const newest = items?.[items.length - 1];
      if (list.current && newest) list.current.scrollTop = newest.offsetTop - 4;
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [chat.messages, showAll]);

  const submit = () => {
    if (!canSend(draft, ready, chat.busy)) return;
    void chat.send(draft);
    setDraft('');
  };

  return (
    <Stack gap="xs" component="section" aria-label={title} data-testid="ai-chat" h="100%">
      <ConnectionBar bar={bar} onRetry={onRetryConnection} />
      {instructionsKind ? (
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Box style={{ minWidth: 0 }}>{toolbar}</Box>
          <AiInstructionsButton kind={instructionsKind} />
        </Group>
      ) : (
        toolbar
      )}
      {chat.status === 'waiting' && (
        <Text size="sm" c="gray.7" role="status">
          {props.waitingText ?? aiHelpMessages.states.waitingForData()}
        </Text>
      )}
      {chat.status === 'initialising' && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{words.starting()}</Text>
        </Group>
      )}
      {chat.status === 'error' && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{chat.error}</Text>
            <Button size="xs" variant="default" onClick={chat.retryInit}>
              {words.retry()}
            </Button>
          </Stack>
        </Alert>
      )}
      {showsHistoryToggle(chat.messages) && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setShowAll(!showAll)}
          aria-pressed={showAll}
          style={{ alignSelf: 'flex-start' }}
        >
          {showAll ? words.showRecent() : words.showAll()}
        </Button>
      )}
      <Box
        ref={list}
        role="log"
        aria-live="polite"
        aria-label={words.messagesLog({ title })}
        tabIndex={0}
        data-testid="chat-messages"
        style={{ maxHeight: listHeight, overflowY: 'auto', flex: '1 1 auto', position: 'relative' }}
      >
        <Stack gap="sm" p={2}>
          {shown.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              suggestions={suggestionsFor(chat.messages, message)}
              disabled={!ready || chat.busy}
              onSuggestion={(text) => void chat.send(text)}
              onOwnMessage={() => input.current?.focus()}
            />
          ))}
        </Stack>
      </Box>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          ref={input}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
          placeholder={words.placeholder()}
          aria-label={words.yourMessage()}
          autosize
          minRows={1}
          maxRows={5}
          disabled={!ready}
          style={{ flex: 1 }}
        />
        <ActionIcon
          size="lg"
          aria-label={words.send()}
          onClick={submit}
          disabled={!canSend(draft, ready, chat.busy)}
        >
          <IconSend size={18} aria-hidden className="dsb-mirror" />
        </ActionIcon>
      </Group>
    </Stack>
  );
}

function MessageBubble({
  message,
  suggestions,
  disabled,
  onSuggestion,
  onOwnMessage,
}: {
  message: PanelMessage;
  suggestions: string[];
  disabled: boolean;
  onSuggestion: (text: string) => void;
  onOwnMessage: () => void;
}) {
  const mine = message.sender === 'user';
  return (
    <Stack
      gap={4}
      align={mine ? 'flex-end' : 'flex-start'}
      data-testid={`chat-message-${message.sender}`}
      data-chat-message
    >
      {message.label && (
        <Text size="xs" fw={600} c="gray.7" data-testid="offline-guide-label">
          {answerLabel(message.label)}
        </Text>
      )}
      <Paper
        px="sm"
        py={6}
        radius="md"
        maw="92%"
        bg={mine ? 'blue.0' : message.status === 'error' ? 'red.0' : 'gray.0'}
        withBorder
        aria-busy={message.status === 'loading' || undefined}
      >
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {message.status === 'loading' && <Loader size="xs" mt={4} />}
          <Text size="sm" c="gray.9" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {chatText(message.content)}
          </Text>
        </Group>
      </Paper>
      {suggestions.length > 0 && (
        <Group gap={6} data-testid="chat-suggestions">
          {suggestions.map((text) => (
            <Button
              key={text}
              size="compact-sm"
              variant="light"
              disabled={disabled}
              onClick={() => onSuggestion(text)}
            >
              {chatText(text)}
            </Button>
          ))}
          <Button size="compact-sm" variant="default" onClick={onOwnMessage}>
            {aiHelpMessages.chat.typeOwn()}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
