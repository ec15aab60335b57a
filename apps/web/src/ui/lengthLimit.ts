import { formatNumber } from '../i18n/format';
import { uiMessages } from './messages';

/**
 * A text field's length against its limit, for the hint under it: nothing while far from the
 * limit, a counter near it, and a message at it (the browser's maxlength cuts silently).
 */
export type LengthState =
  { kind: 'far' } | { kind: 'near'; text: string } | { kind: 'full'; text: string };

/** The counter shows from the last 10% of the limit (at least the last 20 characters). */
export const nearLimitFrom = (max: number) => max - Math.max(20, Math.ceil(max * 0.1));

export function lengthState(length: number, max: number): LengthState {
  if (length >= max) {
    return {
      kind: 'full',
      text: uiMessages.length.full({ max: formatNumber(max) }),
    };
  }
  if (length >= nearLimitFrom(max)) {
    return {
      kind: 'near',
      text: uiMessages.length.near({ length: formatNumber(length), max: formatNumber(max) }),
    };
  }
  return { kind: 'far' };
}
