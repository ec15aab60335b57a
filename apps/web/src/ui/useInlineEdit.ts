import { useRef, useState, type KeyboardEvent } from 'react';
import { cleanTitle } from '@dsb/core';

/**
 * Click-to-edit text (story and slide titles, docs/product/slide-grid.md): Enter or leaving the
 * field saves, Escape cancels, and an empty or unchanged value is not committed. `finish` runs once
 * per edit, so the blur that follows Enter or Escape does not commit twice.
 */
export function useInlineEdit(value: string, onCommit: (next: string) => void) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const done = useRef(false);

  const start = () => {
    done.current = false;
    setDraft(value);
    setEditing(true);
  };
  const finish = (save: boolean) => {
    if (done.current) return;
    done.current = true;
    const clean = cleanTitle(draft);
    if (save && clean !== null && clean !== value) onCommit(clean);
    setEditing(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish(false);
    }
  };
  return { editing, draft, setDraft, start, finish, onKeyDown };
}
