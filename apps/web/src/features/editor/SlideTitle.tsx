import { TextInput, UnstyledButton } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { MAX_TITLE_LENGTH } from '@dsb/core';
import { useInlineEdit } from '../../ui/useInlineEdit';
import { editorMessages } from './messages';

/**
 * The breadcrumb's slide title (docs/product/editor.md): click to edit; Enter or leaving the field
 * saves, Escape cancels. An empty title is ignored.
 */
export function SlideTitle({
  title,
  onCommit,
}: {
  title: string;
  onCommit: (title: string) => void;
}) {
  const { editing, draft, setDraft, start, finish, onKeyDown } = useInlineEdit(title, onCommit);

  if (editing) {
    return (
      <TextInput
        aria-label={editorMessages.breadcrumb.slideTitle()}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => finish(true)}
        maxLength={MAX_TITLE_LENGTH}
        autoFocus
        size="xs"
        style={{ flex: '1 1 260px', minWidth: 0, maxWidth: 260 }}
      />
    );
  }
  return (
    <UnstyledButton
      onClick={start}
      title={editorMessages.breadcrumb.clickToEdit()}
      data-testid="slide-title"
      fw={600}
      fz="sm"
      style={{
        borderRadius: 4,
        maxWidth: 320,
        minWidth: 0, // a phone's narrow header truncates the title instead of overflowing
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {title}
      <IconPencil
        size={14}
        aria-hidden
        style={{ marginInlineStart: 6, verticalAlign: 'middle', opacity: 0.5 }}
      />
    </UnstyledButton>
  );
}
