// The editor's words (docs/product/languages.md): one catalogue for the model and the Fabric
// adapter, in apps/web/src/editor/locales. The model imports only the lookup (i18n/defineMessages),
// no React; each message is looked up when it is called, so it follows the interface's language.
import { defineMessages } from '../../i18n/defineMessages';
import english from '../locales/en.json';

export const editorMessages = defineMessages(english);
