import { afterEach, describe, expect, it } from 'vitest';
import english from './test/locales/en.json';
import arabic from './test/locales/ar.json';
import spanish from './test/locales/es.json';
import { defineMessages } from './defineMessages';
import { applyLanguage, currentLanguage, type LanguageCatalog } from './runtime';

const messages = defineMessages(english);
const catalog = (namespaceCatalog: unknown): LanguageCatalog =>
  ({ 'i18n/test': namespaceCatalog }) as LanguageCatalog;

afterEach(() => applyLanguage('en', null));

describe('defineMessages', () => {
  it('formats the English source: plain text, arguments, plurals, nested groups', () => {
    expect(messages.plain()).toBe('Make a chart');
    expect(messages.greeting({ name: 'Ana' })).toBe('Hello Ana');
    expect(messages.rows({ count: 1 })).toBe('1 row');
    expect(messages.rows({ count: 1200 })).toBe('1,200 rows');
    expect(messages.kinds.line()).toBe('Line');
  });

  it('speaks the active language at each call, with its plural rules and number format', () => {
    applyLanguage('es', catalog(spanish));
    expect(currentLanguage()).toBe('es');
    expect(messages.plain()).toBe('Hacer un gráfico');
    expect(messages.rows({ count: 1200 })).toBe('1200 filas');
    expect(messages.kinds.bar()).toBe('Barras');
    applyLanguage('ar', catalog(arabic));
    expect(messages.rows({ count: 2 })).toBe('صفان');
    expect(messages.rows({ count: 3 })).toBe(`${new Intl.NumberFormat('ar').format(3)} صفوف`);
    applyLanguage('en', null);
    expect(messages.plain()).toBe('Make a chart');
  });

  it('falls back to English for a message the language lacks, and never throws', () => {
    applyLanguage('es', catalog({ plain: 'Hacer un gráfico' }));
    expect(messages.greeting({ name: 'Ana' })).toBe('Hello Ana');
    // A missing argument is logged, not thrown: the page stays up.
    const original = console.error;
    console.error = () => {};
    try {
      expect(typeof messages.greeting()).toBe('string');
    } finally {
      console.error = original;
    }
  });

  it('refuses a catalogue the build did not compile', () => {
    expect(() => defineMessages({ plain: 'x' })).toThrow(/locales\/en\.json/);
  });
});
