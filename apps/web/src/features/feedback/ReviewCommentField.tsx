import { Text, Textarea } from '@mantine/core';
import type { Ref } from 'react';
import { feedbackServerText } from './messages';
import { commentLimit } from './reviewLogic';
import { REVIEW_MESSAGES as M } from './reviewMessages';

/**
 * A comment's text box with its counter; past 2,000 characters it says the server's own message
 * and the caller keeps the save button off (nothing typed is cut).
 */
export function ReviewCommentField({
  value,
  onChange,
  label,
  placeholder,
  error,
  textareaRef,
  autoFocus,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  /** A failed save's message (the server's). */
  error?: string | null;
  textareaRef?: Ref<HTMLTextAreaElement>;
  autoFocus?: boolean;
  testId?: string;
}) {
  const limit = commentLimit(value);
  return (
    <Textarea
      ref={textareaRef}
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autosize
      minRows={3}
      maxRows={10}
      autoFocus={autoFocus}
      data-testid={testId}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        <Text span size="xs" c={limit.over ? 'red.9' : 'gray.7'} fw={limit.over ? 600 : undefined}>
          {M.counter(limit.length)}
        </Text>
      }
      error={limit.over ? feedbackServerText('commentTooLong') : error || undefined}
    />
  );
}
