import { Text } from '@mantine/core';
import { lengthState } from './lengthLimit';

/**
 * Props for a Mantine input with a maxlength: the counter or limit message as its description,
 * shown under the field and read by screen readers (aria-live) as it changes.
 */
export function lengthHintProps(value: string, max: number) {
  const state = lengthState(value.length, max);
  return {
    maxLength: max,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
      'label' | 'input' | 'description' | 'error'
    )[],
    description: (
      <Text
        span
        size="xs"
        aria-live="polite"
        c={state.kind === 'full' ? 'red.9' : 'dimmed'}
        fw={state.kind === 'full' ? 600 : undefined}
      >
        {state.kind === 'far' ? '' : state.text}
      </Text>
    ),
  };
}
