import { MAX_RUBRIC_CRITERIA, MAX_RUBRIC_LEVELS, MAX_RUBRIC_POINTS } from '@dsb/core';

const number = (n: number) => new Intl.NumberFormat().format(n);

/** The Rubrics screen's words (docs/product/feedback.md, "Rubrics (screen)"). */
export const RUBRICS_MESSAGES = {
  title: 'Rubrics',
  intro:
    'A rubric lists what you look for in a story: up to 10 criteria, each with up to 5 levels. Attach one to a class link and score hand-ins on it.',
  backToLinks: 'Back to Custom Links',
  backToList: 'Back to Rubrics',
  newRubric: 'New rubric',
  importCsv: 'Import CSV',
  yourRubrics: 'Your rubrics',
  loading: 'Loading your rubrics...',
  empty: "You don't have any rubrics yet.",
  emptyHint: 'Make one here, or import one from a CSV file.',
  signIn: 'Sign in to make and keep rubrics.',
  notFound: 'This rubric does not exist any more, or it is not one of yours.',
  summary: (criteria: number, maxPoints: number) =>
    `${number(criteria)} ${criteria === 1 ? 'criterion' : 'criteria'}, up to ${number(maxPoints)} ${maxPoints === 1 ? 'point' : 'points'}`,
  updated: (date: string) => `Changed ${date}`,
  edit: 'Edit',
  editLabel: (name: string) => `Edit ${name}`,
  copy: 'Copy',
  copyLabel: (name: string) => `Copy ${name}`,
  exportCsv: 'Export CSV',
  exportLabel: (name: string) => `Export CSV of ${name}`,
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete ${name}`,
  deleteTitle: 'Delete this rubric?',
  deleteBody: (name: string) =>
    `"${name}" will be deleted. Class links that use it will have no rubric; scores already given stay with their hand-ins.`,
  cancel: 'Cancel',
  copied: (name: string) => `Copied as "${name}"`,
  deleted: 'Rubric deleted',
  created: 'Rubric saved',
  updatedToast: 'Rubric updated',
  imported: (name: string) => `Imported "${name}"`,
  // The editor
  createTitle: 'New rubric',
  editTitle: (name: string) => `Edit rubric: ${name}`,
  name: 'Rubric name',
  nameHint: "For you and your pupils: e.g. 'Persuasive data story'.",
  criteria: 'Criteria',
  criterionHeading: (n: number) => `Criterion ${number(n)}`,
  criterionName: 'Name',
  criterionNameLabel: (n: number) => `Name of criterion ${number(n)}`,
  criterionNameHint: "What you look for: e.g. 'Uses evidence'.",
  addCriterion: 'Add criterion',
  removeCriterion: (n: number) => `Remove criterion ${number(n)}`,
  criterionUp: (n: number) => `Move criterion ${number(n)} up`,
  criterionDown: (n: number) => `Move criterion ${number(n)} down`,
  levels: (n: number) => `Levels of criterion ${number(n)}`,
  levelHeading: (n: number) => `Level ${number(n)}`,
  levelDescription: 'Description',
  levelDescriptionLabel: (criterion: number, level: number) =>
    `Description, level ${number(level)} of criterion ${number(criterion)}`,
  levelPoints: 'Points',
  levelPointsLabel: (criterion: number, level: number) =>
    `Points, level ${number(level)} of criterion ${number(criterion)}`,
  pointsHint: `0 to ${MAX_RUBRIC_POINTS}`,
  addLevel: (n: number) => `Add level to criterion ${number(n)}`,
  addLevelShort: 'Add level',
  removeLevel: (criterion: number, level: number) =>
    `Remove level ${number(level)} of criterion ${number(criterion)}`,
  levelEarlier: (criterion: number, level: number) =>
    `Move level ${number(level)} of criterion ${number(criterion)} earlier`,
  levelLater: (criterion: number, level: number) =>
    `Move level ${number(level)} of criterion ${number(criterion)} later`,
  movedCriterion: (to: number) => `Criterion moved to position ${number(to)}.`,
  movedLevel: (to: number) => `Level moved to position ${number(to)}.`,
  removedCriterion: 'Criterion removed.',
  removedLevel: 'Level removed.',
  criteriaCount: (n: number, maxPoints: number) =>
    `${number(n)} of ${number(MAX_RUBRIC_CRITERIA)} criteria, up to ${number(maxPoints)} ${maxPoints === 1 ? 'point' : 'points'} in all`,
  levelCount: (n: number) => `${number(n)} of ${number(MAX_RUBRIC_LEVELS)} levels`,
  save: 'Save rubric',
  saveChanges: 'Save changes',
  fixErrors: 'Some fields need a change before the rubric can be saved.',
  // Import
  importTitle: 'Import a rubric from CSV',
  importHelp:
    'One row per level, with the columns Criterion, Level, Description and Points: the file Export CSV makes.',
  importFile: 'CSV file',
  importFilePlaceholder: 'Choose a file',
  clearFile: 'Clear the chosen file',
  importName: 'Name of the new rubric',
  importButton: 'Import',
  chooseFile: 'Choose a CSV file first.',
  // Failures
  listFailed: 'Failed to load your rubrics',
  saveFailed: 'Failed to save the rubric',
  copyFailed: 'Failed to copy the rubric',
  deleteFailed: 'Failed to delete the rubric',
  importFailed: 'Failed to import the rubric',
  readFailed: 'That file could not be read.',
} as const;
