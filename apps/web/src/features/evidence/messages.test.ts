import { afterEach, describe, expect, it } from 'vitest';
import { EVIDENCE_MESSAGES, SMART_SEARCH_FALLBACK_MESSAGE } from '@dsb/core';
import { speakEnglish, speakTestLanguage } from '../../i18n/testSupport';
import arabic from './locales/ar.json';
import spanish from './locales/es.json';
import { aroundSlot, evidenceMessages } from './messages';
import { toggleSavedEvidence } from './savedActions';
import { readSavedEvidence } from './savedEvidence';

afterEach(speakEnglish);

const t = evidenceMessages;

describe('the evidence panel in the interface language', () => {
  it('keeps the English the panel’s tests know, and core’s texts word for word', () => {
    expect(t.search.found({ count: 3 })).toBe('Found 3 data chart(s)');
    expect(t.search.noResults({ query: 'xyzzyq' })).toBe('No data charts found matching "xyzzyq"');
    expect(t.panel.savedCount({ count: 2 })).toBe('Saved (2)');
    expect(t.search.page({ page: 2 })).toBe('Page 2');
    expect(t.search.longQuery()).toBe(EVIDENCE_MESSAGES.longQuery);
    expect(t.search.fallback()).toBe(SMART_SEARCH_FALLBACK_MESSAGE);
    expect(t.admin.updated()).toBe(EVIDENCE_MESSAGES.updated);
    expect(t.admin.deleted()).toBe(EVIDENCE_MESSAGES.deleted);
    expect(aroundSlot(t.savedTab.empty, 'icon')).toEqual([
      'You have no data charts saved. Use this icon ',
      ' to save a data chart.',
    ]);
    expect(t.data.caption({ label: 'Sea level', count: 1 })).toBe(
      'Data behind "Sea level" (1 row)',
    );
  });

  it('speaks Spanish: counts, the saved list and why a chart cannot be saved', () => {
    speakTestLanguage('es', { 'features/evidence': spanish });
    expect(t.search.found({ count: 1 })).toBe('Se encontró 1 gráfico de datos');
    expect(t.search.found({ count: 12 })).toBe('Se encontraron 12 gráficos de datos');
    expect(t.bookmark.save()).toBe('Guardar gráfico de datos');
    expect(toggleSavedEvidence(null)).toEqual({
      ok: false,
      reason: 'Este gráfico de datos no se puede guardar porque no tiene identificador.',
    });
    expect(readSavedEvidence([{ _id: 'a' }])[0]!.label).toBe('Gráfico sin título');
    const [before, after] = aroundSlot(t.detail.source, 'link');
    expect([before, after]).toEqual(['Fuente: ', '']);
  });

  it('speaks Arabic, with its plural forms', () => {
    speakTestLanguage('ar', { 'features/evidence': arabic });
    expect(t.search.found({ count: 1 })).toBe('عُثر على مخطط بيانات واحد');
    expect(t.search.found({ count: 2 })).toBe('عُثر على مخططَي بيانات');
    const n = new Intl.NumberFormat('ar');
    expect(t.search.found({ count: 5 })).toBe(`عُثر على ${n.format(5)} مخططات بيانات`);
    expect(t.detail.zoomIn()).toBe('تكبير');
    expect(t.search.pageControls.next()).toBe('الصفحة التالية');
  });
});
