import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodePage, headerCharset, metaCharset } from './charset';

const page1252 = readFileSync(new URL('./fixtures/site/energie-1252.html', import.meta.url));
const title = 'Prix de l’énergie : les ménages paient 12 € de plus par mois';

describe('page charset', () => {
  it('decodes a windows-1252 page by its Content-Type charset: accents, €, curly quotes, dashes', () => {
    const page = decodePage(page1252, 'text/html; charset=windows-1252');
    expect(page).toMatchObject({ encoding: 'windows-1252', from: 'header' });
    expect(page.html).toContain(`<title>${title}</title>`);
    expect(page.html).toContain('de l’énergie – une hausse de 9 %');
    // Read as UTF-8 the same bytes are broken: the fixture really is windows-1252.
    expect(page1252.toString('utf8')).not.toContain('énergie');
  });

  it('falls back to the <meta http-equiv> charset when the header names none', () => {
    const page = decodePage(page1252, 'text/html');
    expect(page).toMatchObject({ encoding: 'windows-1252', from: 'meta' });
    expect(page.html).toContain(title);
  });

  it('reads <meta charset>, ignoring one inside a comment', () => {
    const bytes = Buffer.from(
      '<!doctype html><!-- <meta charset="koi8-r"> --><meta charset=ISO-8859-2><p>\xb1</p>',
      'latin1',
    );
    expect(metaCharset(bytes)).toBe('ISO-8859-2');
    expect(decodePage(bytes, '').html).toContain('<p>ą</p>');
  });

  it('lets the header win over the page, and a byte-order mark over both', () => {
    const utf8 = Buffer.from('<meta charset="windows-1252"><p>énergie</p>', 'utf8');
    expect(decodePage(utf8, 'text/html; charset="UTF-8"').html).toContain('énergie');
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]);
    const decoded = decodePage(withBom, 'text/html; charset=windows-1252');
    expect(decoded).toMatchObject({ encoding: 'utf-8', from: 'bom' });
    expect(decoded.html.startsWith('<meta')).toBe(true);
  });

  it('uses UTF-8 when nothing is stated or a label is unknown', () => {
    const bytes = Buffer.from('<p>Zürich – 20 °C</p>', 'utf8');
    expect(decodePage(bytes, 'text/html')).toMatchObject({ encoding: 'utf-8', from: 'default' });
    expect(decodePage(bytes, 'text/html; charset=x-made-up').html).toBe('<p>Zürich – 20 °C</p>');
    expect(headerCharset('text/html; Charset="Shift_JIS"')).toBe('Shift_JIS');
  });
});
