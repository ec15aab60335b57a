/** The Prompt Manager (docs/product/admin-prompts.md), for the admin console's routes. */
export { PromptManager } from './PromptManager';
