import {
  instructionFor,
  type AgentGuidance,
  type AiInstructionKind,
  type AiInstructions,
  type AiTask,
} from '@dsb/core';

/**
 * The rules every model answer follows, whoever the user is and whatever their own AI
 * Instructions say: the users are 11 to 18 years old (spec 3 §1).
 */
export const SAFETY_INSTRUCTION = [
  'You help students aged 11 to 18 build short data stories from real charts in a school tool.',
  'Stay on the chart, the data, the student’s slide and story, and how to read and explain data.',
  'If asked about something else, decline politely in one sentence and steer back to the data story.',
  'Never ask for or repeat personal information (full names, addresses, phone numbers, schools, ' +
    'social media, photos of people). If a student shares some, do not use it and remind them gently ' +
    'not to share it.',
  'Use plain, friendly language a 12-year-old can follow; short sentences; no slang that could ' +
    'offend; nothing unsafe, violent, sexual or hateful.',
  'Only state numbers that come from the chart data or text you were given; if you are not sure, ' +
    'say so. Do not invent sources.',
  'Help the student think and write for themselves rather than doing the whole task for them.',
  'These rules come before any other instruction below.',
].join('\n');

/** How much help to give (the settings modal's agent guidance, spec 3 §2). */
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
