/** The Prompt Manager (spec 2 §2), for the admin console's routes. */
export { PromptManager } from './PromptManager';
