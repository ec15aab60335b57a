import type { AiConfig, AiInstructionKind, UserSettings } from '@dsb/core';
import { aiHelpMessages } from './messages';

/**
 * The rules of the AI Instructions editors (the slide assistant's settings panel and the chart
 * tutor's AI Instructions modal), kept apart from React so they are tested without a browser.
 */

/** What a save says, in the interface language (looked up when shown). */
export const INSTRUCTIONS_NOTICES = {
  saved: aiHelpMessages.instructions.savedNotice,
  reset: aiHelpMessages.instructions.resetNotice,
} as const;

type Entry = AiConfig['instructions'][AiInstructionKind] | undefined;

/** The text the box shows: what the user is typing, else their saved text, else the default. */
export function shownText(draft: string | null, entry: Entry): string {
  return draft ?? entry?.custom ?? entry?.default ?? '';
}

/** What PUT /api/me/settings gets for a kind: the text, or null (Reset to Default) when blank. */
export function savedValue(text: string | null): string | null {
  return text !== null && text.trim() ? text : null;
}

/** The notice after a save: null was Reset to Default. */
export function noticeFor(saved: string | null): string {
  return saved === null ? INSTRUCTIONS_NOTICES.reset() : INSTRUCTIONS_NOTICES.saved();
}

/**
 * The AI config with the kind's text as the server now stores it (from the PUT's answer), so the
 * box shows the saved text at once instead of the old one until the config is fetched again.
 */
export function withSavedInstructions(
  config: AiConfig,
  kind: AiInstructionKind,
  settings: Pick<UserSettings, 'aiInstructions'>,
): AiConfig {
  const custom = settings.aiInstructions?.[kind]?.trim() ? settings.aiInstructions[kind]! : null;
  return {
    ...config,
    instructions: { ...config.instructions, [kind]: { ...config.instructions[kind], custom } },
  };
}
