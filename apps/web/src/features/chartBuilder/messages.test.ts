import { afterEach, describe, expect, it } from 'vitest';
import {
  CHART_WARNING_LIMITS,
  chartWarnings,
  defaultChartSettings,
  draftAltText,
  toChartData,
} from '@dsb/core/charts';
import { speakEnglish, speakTestLanguage } from '../../i18n/testSupport';
import arabic from './locales/ar.json';
import german from './locales/de.json';
import spanish from './locales/es.json';
import {
  altTextMessages,
  altTextNumber,
  READ_MESSAGES,
  suggestedTitles,
  warningText,
} from './messages';

afterEach(speakEnglish);

const data = toChartData(
  ['Year', 'Puffins (birds)'],
  [
    ['2000', '1500.5'],
    ['2010', '2000'],
  ],
);
const settings = { ...defaultChartSettings('Year', 'Puffins (birds)'), type: 'line' as const };
const draft = () =>
  draftAltText({ ...settings, title: 'Puffins' }, data, {
    messages: altTextMessages(),
    formatNumber: altTextNumber,
  });

describe('the chart builder in the interface language', () => {
  it('drafts the alt text in whole sentences of the language, its numbers in its format', () => {
    expect(draft()).toContain('Line chart: Puffins.');
    expect(draft()).toContain('The values rose from 1,500.5 birds in 2000 to 2,000 birds in 2010.');
    speakTestLanguage('es', { 'features/chartBuilder': spanish });
    expect(draft()).toContain('Gráfico de líneas: Puffins.');
    expect(draft()).toContain('La serie subió de 1500,5 birds en 2000 a 2000 birds en 2010.');
    expect(draft()).toContain('El valor más alto es 2000 birds (2010).');
    speakTestLanguage('ar', { 'features/chartBuilder': arabic });
    const n = new Intl.NumberFormat('ar', { maximumFractionDigits: 2 });
    expect(draft()).toContain(`أعلى قيمة هي ${n.format(2000)} birds (2010).`);
  });

  it('words core’s warnings, suggested titles and file messages in the language', () => {
    const pie = { ...settings, type: 'pie' as const, x: 'K', y: ['V'] };
    const many = toChartData(
      ['K', 'V'],
      Array.from({ length: 8 }, (_, i) => [`k${i}`, '1']),
    );
    const [warning] = chartWarnings(pie, many).filter((w) => w.id === 'pieTooManySlices');
    speakTestLanguage('de', { 'features/chartBuilder': german });
    expect(warningText(warning!.id, CHART_WARNING_LIMITS)).toBe(
      'Ein Kreisdiagramm mit mehr als 6 Stücken ist schwer zu lesen. Nimm Balken oder wähle weniger Kategorien.',
    );
    expect(READ_MESSAGES.tooManyRows(60000, 50000)).toContain('60.000 Zeilen');
    speakTestLanguage('es', { 'features/chartBuilder': spanish });
    expect(suggestedTitles().by('Esperanza de vida', 'año')).toBe('Esperanza de vida por año');
  });
});
