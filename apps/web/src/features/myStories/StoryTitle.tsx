import { ActionIcon, Group, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { MAX_TITLE_LENGTH } from '@dsb/core';
import { myStoriesMessages } from './messages';
import { renamedTitle } from './model';

const t = myStoriesMessages.title;

type Props = {
  /** The stored title ('' when blank). */
  title: string;
  /** The title as shown ('Untitled Story' when blank). */
  shownTitle: string;
  onRename: (title: string) => void;
};

/**
 * A story title renamed in place: double-click (or the Rename button) edits, Enter saves,
 * Escape or clicking elsewhere cancels; a blank or unchanged title is not saved.
 */
export function StoryTitle({ title, shownTitle, onRename }: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  // Enter and Escape end editing before the input's blur fires; the blur must then do nothing.
  const active = useRef(false);
  const renameButton = useRef<HTMLButtonElement>(null);

  const start = () => {
    active.current = true;
    setDraft(title.trim());
    setEditing(true);
  };
  const finish = (save: boolean, refocus: boolean) => {
    if (!active.current) return;
    active.current = false;
    setEditing(false);
    const next = save ? renamedTitle(draft, title) : null;
    if (next) onRename(next);
    if (refocus) requestAnimationFrame(() => renameButton.current?.focus());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true, true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish(false, true);
    }
  };

  if (editing)
    return (
      <TextInput
        data-no-open
        aria-label={t.label()}
        value={draft}
        maxLength={MAX_TITLE_LENGTH}
        autoFocus
        size="sm"
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => finish(false, false)}
      />
    );

  return (
    <Group gap={4} wrap="nowrap" align="flex-start" data-no-open>
      <Title
        order={3}
        size="h5"
        lh={1.35}
        lineClamp={2}
        style={{ flex: 1, cursor: 'text', overflowWrap: 'anywhere' }}
        title={t.hint({ title: shownTitle })}
        onDoubleClick={start}
      >
        {shownTitle}
      </Title>
      <Tooltip label={t.rename()} openDelay={400}>
        <ActionIcon
          ref={renameButton}
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t.renameStory({ title: shownTitle })}
          onClick={start}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
