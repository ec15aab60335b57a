/** The prompts feature's public face: the selected prompt, its summary, and selecting one by id. */
export { usePromptStore } from './promptStore';
export { SelectedPromptSummary } from './SelectedPromptSummary';
export { selectPromptById } from './selectPrompt';
export { promptKeys } from './api';
// The library page by page and its text search, for the LTI picker of a big question.
export { usePromptList, usePromptSearch } from './useBrowsePrompts';
