/** The interface language: the header's menu, the Settings choice, the account's saved choice. */
export { LanguageFollowsAccount } from './LanguageFollowsAccount';
export { LanguageMenu } from './LanguageMenu';
export { LanguageSetting } from './LanguageSetting';
