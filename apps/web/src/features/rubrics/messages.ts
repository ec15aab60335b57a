import {
  MAX_CRITERION_NAME_LENGTH,
  MAX_LEVEL_DESCRIPTION_LENGTH,
  MAX_RUBRIC_CRITERIA,
  MAX_RUBRIC_LEVELS,
  MAX_RUBRIC_NAME_LENGTH,
  MAX_RUBRIC_POINTS,
  MAX_RUBRICS_PER_USER,
  RUBRIC_MESSAGES,
  type RubricMessageCode,
} from '@dsb/core';
import { defineMessages } from '../../i18n';
import english from './locales/en.json';

/** The Rubrics screen's words (docs/product/feedback.md, "Rubrics (screen)"), in the interface language. */
export const RUBRICS_MESSAGES = defineMessages(english);

/** The limit each of core's rubric messages names, as its `{max}`. */
const CORE_LIMITS: Partial<Record<RubricMessageCode, number>> = {
  tooManyCriteria: MAX_RUBRIC_CRITERIA,
  tooManyLevels: MAX_RUBRIC_LEVELS,
  pointsRange: MAX_RUBRIC_POINTS,
  tooManyRubrics: MAX_RUBRICS_PER_USER,
  nameTooLong: MAX_RUBRIC_NAME_LENGTH,
  criterionNameTooLong: MAX_CRITERION_NAME_LENGTH,
  descriptionTooLong: MAX_LEVEL_DESCRIPTION_LENGTH,
  csvLevel: MAX_RUBRIC_LEVELS,
  csvPoints: MAX_RUBRIC_POINTS,
};

/**
 * One of core's rubric messages (the editor's checks, the server's answers) in the interface
 * language; any other text (a CSV line the server names) as it was sent.
 */
export function rubricText(text: string): string;
export function rubricText(text: string | undefined): string | undefined;
export function rubricText(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const code = (Object.keys(RUBRIC_MESSAGES) as RubricMessageCode[]).find(
    (key) => RUBRIC_MESSAGES[key] === text,
  );
  return code ? RUBRICS_MESSAGES.core[code]({ max: CORE_LIMITS[code] }) : text;
}

/** The range of a level's points, for its field's hint. */
export const pointsHint = () => RUBRICS_MESSAGES.pointsHint({ min: 0, max: MAX_RUBRIC_POINTS });
