import {
  ActionIcon,
  Group,
  TextInput,
  Title,
  UnstyledButton,
  type TitleOrder,
} from '@mantine/core';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { MAX_TITLE_LENGTH } from '@dsb/core';
import { useInlineEdit } from '../../ui/useInlineEdit';
import { gridMessages } from './messages';
import { ownWordsDir } from '../../ui/ownWordsDir';

type Props = {
  value: string;
  /**
   * Called with the trimmed, non-empty new title (an empty title is ignored,
   * docs/product/slide-grid.md).
   */
  onCommit: (title: string) => void;
  /** Accessible name of the input, e.g. 'Story title'. */
  label: string;
  order?: TitleOrder;
};

/** Click-to-edit title: Enter, the check button or blur saves; Escape cancels. */
export function EditableTitle({ value, onCommit, label, order = 2 }: Props) {
  const { editing, draft, setDraft, start, finish, onKeyDown } = useInlineEdit(value, onCommit);
  const button = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    // Give focus back to the title after editing, for keyboard users.
    if (wasEditing.current && !editing) button.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (!editing) {
    return (
      <Title order={order} style={{ overflowWrap: 'anywhere' }}>
        <UnstyledButton
          ref={button}
          onClick={start}
          title={gridMessages.heading.clickToEdit()}
          fz="inherit"
          fw="inherit"
          lh="inherit"
          data-testid="editable-title"
          style={{ borderRadius: 4 }}
        >
          {/* The pupil's words keep their own direction (an English title on an Arabic page). */}
          <bdi>{value}</bdi>
          <IconPencil
            size={18}
            aria-hidden
            style={{ marginInlineStart: 8, verticalAlign: 'middle', opacity: 0.5 }}
          />
        </UnstyledButton>
      </Title>
    );
  }

  return (
    <Group gap="xs" wrap="nowrap" maw={720}>
      <TextInput
        dir={ownWordsDir(draft)}
        aria-label={label}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => finish(true)}
        maxLength={MAX_TITLE_LENGTH}
        autoFocus
        size="md"
        style={{ flex: 1 }}
      />
      <ActionIcon
        size="lg"
        variant="filled"
        aria-label={gridMessages.heading.saveTitle()}
        // Keep focus in the input so its blur does not finish first.
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => finish(true)}
      >
        <IconCheck size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
