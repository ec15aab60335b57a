/** The prompts feature's public face: the selected prompt, its summary, and selecting one by id. */
export { usePromptStore } from './promptStore';
export { SelectedPromptSummary } from './SelectedPromptSummary';
export { selectPromptById } from './selectPrompt';
export { promptKeys } from './api';
