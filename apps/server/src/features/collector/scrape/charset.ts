/**
 * Turns a fetched page's bytes into text the way browsers choose its encoding (WHATWG "encoding
 * sniffing", simplified): a byte-order mark, then the Content-Type header's charset, then a
 * `<meta charset>` or `<meta http-equiv="Content-Type">` in the first 1024 bytes, else UTF-8.
 * Node's TextDecoder (full ICU) knows the labels pages use: windows-1252, iso-8859-x, shift_jis,
 * gbk, koi8-r and the rest; an unknown label is passed over. (docs/decisions/0016)
 */

export type DecodedPage = {
  html: string;
  /** The encoding used, as TextDecoder names it (e.g. 'windows-1252'). */
  encoding: string;
  /** Where it was read from, for the debug log. */
  from: 'bom' | 'header' | 'meta' | 'default';
};

/** How far into the page a `<meta>` charset is looked for (the HTML standard's prescan length). */
const PRESCAN_BYTES = 1024;

const BOMS: Array<{ bytes: number[]; encoding: string }> = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
];

/** TextDecoder's name for a charset label, or null when it does not know it. */
function encodingOf(label: string | undefined | null): string | null {
  const value = label?.trim().replace(/^["']|["']$/g, '');
  if (!value) return null;
  try {
    return new TextDecoder(value).encoding;
  } catch {
    return null;
  }
}

/** The `charset=` parameter of a Content-Type header. */
export function headerCharset(contentType: string): string | null {
  const match = /;\s*charset\s*=\s*("?)([^";\s]+)\1/i.exec(contentType);
  return match ? match[2]! : null;
}

/** The charset a page's `<meta>` names in its first bytes (read as latin-1, as the prescan does). */
export function metaCharset(head: Buffer): string | null {
  const text = head
    .subarray(0, PRESCAN_BYTES)
    .toString('latin1')
    .replace(/<!--[\s\S]*?-->/g, '');
  for (const [tag] of text.matchAll(/<meta\b[^>]*>/gi)) {
    const charset = /\bcharset\s*=\s*["']?([^"'\s/>;]+)/i.exec(tag);
    if (charset) return charset[1]!;
  }
  return null;
}

/**
 * Bytes 0x80-0x9F of windows-1252 (the WHATWG index). Node 20's TextDecoder decodes this
 * encoding, which 'latin1' and 'iso-8859-1' also name, as ISO-8859-1, turning '€', '’' and '–'
 * into control characters; they are put right here. Where Node gets it right this changes
 * nothing: the five bytes 1252 leaves undefined decode to themselves either way.
 */
const WINDOWS_1252_C1 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decode(bytes: Buffer, encoding: string): string {
  const text = new TextDecoder(encoding).decode(bytes);
  if (encoding !== 'windows-1252') return text;
  return text.replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_C1[c.charCodeAt(0) - 0x80]!);
}

export function decodePage(body: Buffer, contentType: string): DecodedPage {
  const bom = BOMS.find((b) => b.bytes.every((byte, i) => body[i] === byte));
  if (bom) {
    return {
      html: decode(body.subarray(bom.bytes.length), bom.encoding),
      encoding: bom.encoding,
      from: 'bom',
    };
  }
  const fromHeader = encodingOf(headerCharset(contentType));
  // A page that says it is UTF-16 in a <meta> cannot be, since the tag was readable as ASCII.
  const meta = encodingOf(metaCharset(body));
  const fromMeta = meta?.startsWith('utf-16') ? 'utf-8' : meta;
  const encoding = fromHeader ?? fromMeta ?? 'utf-8';
  return {
    html: decode(body, encoding),
    encoding,
    from: fromHeader ? 'header' : fromMeta ? 'meta' : 'default',
  };
}
