import {
  instructionFor,
  type AgentGuidance,
  type AiInstructionKind,
  type AiInstructions,
  type AiTask,
} from '@dsb/core';
import { SAFETY_INSTRUCTION } from '../../platform/languageModel/safety';

export { SAFETY_INSTRUCTION };

/** How much help to give (the settings modal's agent guidance, docs/product/settings.md). */
export const GUIDANCE_INSTRUCTIONS: Readonly<Record<AgentGuidance, string>> = {
  minimal:
    'Guidance level: minimal. Give short hints and one question at a time; do not write sentences ' +
    'for the student.',
  default:
    'Guidance level: default. Explain briefly, give one example where it helps, then ask a question.',
  maximum:
    'Guidance level: maximum. Give step-by-step help with worked examples and suggested wording ' +
    'the student can adapt.',
};

/** Which of the user's AI Instructions applies to a task. */
export function instructionKindFor(task: AiTask): AiInstructionKind {
  return task === 'slide-assistant' ? 'slideAssistant' : 'chartAnalysis';
}

const ANSWER_FORMAT =
  'Answer with JSON only: {"message": "<your answer, at most about 150 words>", ' +
  '"suggestions": ["<2 or 3 short follow-up questions the student could click>"]}.';

/**
 * The system instruction: the safety rules, then the guidance level, then the user's own AI
 * Instructions for this kind (or the default), then the answer format.
 */
export function systemInstruction(options: {
  task: AiTask;
  guidance: AgentGuidance;
  own: AiInstructions | null | undefined;
}): string {
  const kind = instructionKindFor(options.task);
  return [
    SAFETY_INSTRUCTION,
    GUIDANCE_INSTRUCTIONS[options.guidance],
    `Instructions for this assistant:\n${instructionFor(kind, options.own)}`,
    options.task === 'chart-description'
      ? 'Answer with JSON only: {"message": "<the 2-3 sentence script>", "suggestions": []}.'
      : ANSWER_FORMAT,
  ].join('\n\n');
}
