export { promptCollection } from './searchCollection';
export { seedPromptLibrary } from './seed';
export { prompts } from './tables';
export type { PromptSearch } from './searchCollection';
