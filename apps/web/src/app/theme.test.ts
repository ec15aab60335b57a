import { afterEach, describe, expect, it } from 'vitest';
import { speakEnglish, speakTestLanguage } from '../i18n/testSupport';
import arabic from './locales/ar.json';
import spanish from './locales/es.json';
import { appTheme } from './theme';

afterEach(speakEnglish);

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
    speakTestLanguage('es', { app: spanish });
    expect(closeName('Modal')).toBe('Cerrar el cuadro de diálogo');
    speakTestLanguage('ar', { app: arabic });
    expect(closeName('Notification')).toBe('إغلاق الإشعار');
  });
});
