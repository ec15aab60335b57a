// The interface's languages (docs/product/languages.md).
export { defineMessages, type Messages } from './defineMessages';
export { formatDate, formatDateTime, formatList, formatNumber, isolated } from './format';
export {
  browserLanguage,
  followBrowserLanguage,
  startLanguage,
  startingLanguage,
  switchLanguage,
} from './language';
export { LanguageRoot } from './LanguageRoot';
export { useInterfaceLanguage } from './useInterfaceLanguage';
export { currentLanguage, subscribeToLanguage, type MessageValues } from './runtime';
