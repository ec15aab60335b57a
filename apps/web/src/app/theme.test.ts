import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, type LanguageCatalog } from '../i18n/runtime';
import arabic from './locales/ar.json';
import spanish from './locales/es.json';
import { appTheme } from './theme';

const catalog = (messages: unknown) => ({ app: messages }) as unknown as LanguageCatalog;
afterEach(() => applyLanguage('en', null));

/** The name the theme gives a component's close button. */
function closeName(component: 'Modal' | 'Notification') {
  const props = appTheme().components?.[component]?.defaultProps as {
    closeButtonProps: { 'aria-label': string };
  };
  return props.closeButtonProps['aria-label'];
}

describe("the app's theme", () => {
  it("names Mantine's close buttons in the interface language", () => {
    expect(closeName('Modal')).toBe('Dismiss dialog');
    expect(closeName('Notification')).toBe('Dismiss notification');
    applyLanguage('es', catalog(spanish));
    expect(closeName('Modal')).toBe('Cerrar el cuadro de diálogo');
    applyLanguage('ar', catalog(arabic));
    expect(closeName('Notification')).toBe('إغلاق الإشعار');
  });
});
