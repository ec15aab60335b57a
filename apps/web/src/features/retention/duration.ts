import { currentLanguage } from '../../i18n';

export type RetentionDuration = {
  /** The period in the largest whole unit: '1 year', '3 months', '45 days' (localised). */
  main: string;
  /** The exact days too, when `main` is in years or months (a month counts as 30 days). */
  days: string | null;
};

const unitText = (value: number, unit: 'day' | 'month' | 'year', language: string) =>
  new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);

/**
 * A retention period of `days` as readers think of it, in the interface language's own words and
 * digits: 365 → "1 year (365 days)", 90 → "3 months (90 days)", 45 → "45 days". The exact days
 * stay beside a rounded unit, because the job deletes by days and a month is not always 30.
 */
export function retentionDuration(days: number, language = currentLanguage()): RetentionDuration {
  const exact = unitText(days, 'day', language);
  if (days >= 365 && days % 365 === 0) {
    return { main: unitText(days / 365, 'year', language), days: exact };
  }
  if (days >= 30 && days % 30 === 0) {
    return { main: unitText(days / 30, 'month', language), days: exact };
  }
  return { main: exact, days: null };
}
