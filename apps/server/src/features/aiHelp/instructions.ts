import {
  INTERFACE_LANGUAGE_ENGLISH_NAMES,
  instructionFor,
  type InterfaceLanguage,
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
 * The pupil's language (docs/product/ai-help.md, "In other languages"), named in English, the
 * language the rest of the instruction is in. The chart's facts reach the model in English; its
 * titles and series names are the data's own and are quoted as they are.
 */
export function languageInstruction(language: InterfaceLanguage): string {
  const name = INTERFACE_LANGUAGE_ENGLISH_NAMES[language];
  return (
    `Answer in ${name}: the student reads ${name}. Write the message and the suggestions in ` +
    `${name}, with numbers as ${name} writes them; keep chart titles, series names and units ` +
    'as the data give them.'
  );
}

/**
 * The system instruction: the safety rules, then the guidance level, then the user's own AI
 * Instructions for this kind (or the default), then the answer's language and format.
 */
export function systemInstruction(options: {
  task: AiTask;
  guidance: AgentGuidance;
  own: AiInstructions | null | undefined;
  /** The pupil's interface language; English when not given. */
  language?: InterfaceLanguage;
}): string {
  const kind = instructionKindFor(options.task);
  return [
    SAFETY_INSTRUCTION,
    GUIDANCE_INSTRUCTIONS[options.guidance],
    `Instructions for this assistant:\n${instructionFor(kind, options.own)}`,
    languageInstruction(options.language ?? 'en'),
    options.task === 'chart-description'
      ? 'Answer with JSON only: {"message": "<the 2-3 sentence script>", "suggestions": []}.'
      : ANSWER_FORMAT,
  ].join('\n\n');
}
