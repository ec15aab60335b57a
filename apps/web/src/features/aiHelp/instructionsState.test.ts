import { DEFAULT_AI_INSTRUCTIONS, type AiConfig } from '@dsb/core';
import { describe, expect, it } from 'vitest';
import {
  INSTRUCTIONS_NOTICES,
  noticeFor,
  savedValue,
  shownText,
  withSavedInstructions,
} from './instructionsState';

const entry = (custom: string | null) => ({
  default: DEFAULT_AI_INSTRUCTIONS.chartAnalysis,
  custom,
});

const config = {
  mode: 'offline',
  instructions: {
    chartAnalysis: entry(null),
    slideAssistant: { default: DEFAULT_AI_INSTRUCTIONS.slideAssistant, custom: 'Be brief.' },
    storyAssistant: { default: DEFAULT_AI_INSTRUCTIONS.storyAssistant, custom: null },
  },
} as unknown as AiConfig;

describe('AI Instructions editing', () => {
  it('shows the draft, else the saved text, else the default', () => {
    expect(shownText('typing', entry('mine'))).toBe('typing');
    expect(shownText('', entry('mine'))).toBe('');
    expect(shownText(null, entry('mine'))).toBe('mine');
    expect(shownText(null, entry(null))).toBe(DEFAULT_AI_INSTRUCTIONS.chartAnalysis);
    expect(shownText(null, undefined)).toBe('');
  });

  it('saves blank text as Reset to Default', () => {
    expect(savedValue('Use short sentences.')).toBe('Use short sentences.');
    expect(savedValue('   \n')).toBeNull();
    expect(savedValue(null)).toBeNull();
  });

  it('names what happened', () => {
    expect(noticeFor('text')).toBe(INSTRUCTIONS_NOTICES.saved());
    expect(noticeFor(null)).toBe(INSTRUCTIONS_NOTICES.reset());
  });

  it("puts the server's answer into the config for that kind only", () => {
    const saved = withSavedInstructions(config, 'chartAnalysis', {
      aiInstructions: { chartAnalysis: 'Ask me a question.', slideAssistant: 'Be brief.' },
    });
    expect(saved.instructions.chartAnalysis).toEqual(entry('Ask me a question.'));
    expect(saved.instructions.slideAssistant.custom).toBe('Be brief.');
    expect(config.instructions.chartAnalysis.custom).toBeNull(); // not changed in place

    const reset = withSavedInstructions(saved, 'chartAnalysis', { aiInstructions: {} });
    expect(reset.instructions.chartAnalysis).toEqual(entry(null));
    expect(
      withSavedInstructions(saved, 'chartAnalysis', {}).instructions.chartAnalysis.custom,
    ).toBe(null);
  });
});
