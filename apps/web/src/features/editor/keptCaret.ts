import { useLayoutEffect, useRef, type RefObject } from 'react';
import { changedSpan } from '@dsb/core';

/**
 * Where a caret at `position` in `before` belongs in `after`, when someone else changed the text
 * (the changed part is what lies between the common start and the common end): before the change
 * it stays, after it moves by the change's length, inside it goes to the end of the new part.
 */
export function shiftCaret(before: string, after: string, position: number): number {
  const { start, end } = changedSpan(before, after);
  if (position <= start) return position;
  if (position >= before.length - end) return position + after.length - before.length;
  return after.length - end;
}

/**
 * Keeps the caret and selection of a text field where the pupil left them when its value changes
 * from elsewhere (another member typing in the same script): React would put the caret at the end.
 * Returns the handlers to put on the field.
 */
export function useKeptCaret(field: RefObject<HTMLTextAreaElement | null>, value: string) {
  const last = useRef({ value, start: 0, end: 0, typed: value });
  useLayoutEffect(() => {
    const element = field.current;
    const seen = last.current;
    if (element && document.activeElement === element && value !== seen.typed) {
      element.setSelectionRange(
        shiftCaret(seen.value, value, seen.start),
        shiftCaret(seen.value, value, seen.end),
      );
    }
    last.current = {
      value,
      typed: value,
      start: element?.selectionStart ?? 0,
      end: element?.selectionEnd ?? 0,
    };
  }, [field, value]);
  const remember = (element: HTMLTextAreaElement) => {
    last.current = {
      ...last.current,
      start: element.selectionStart,
      end: element.selectionEnd,
    };
  };
  return {
    /** The pupil typed: their own change needs no caret moving. */
    typed: (element: HTMLTextAreaElement) => {
      last.current = { ...last.current, typed: element.value };
      remember(element);
    },
    onSelect: (event: { currentTarget: HTMLTextAreaElement }) => remember(event.currentTarget),
  };
}
