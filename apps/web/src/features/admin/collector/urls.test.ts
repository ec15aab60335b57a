import { describe, expect, it } from 'vitest';
import { appendNewUrls, urlsFromText } from './urls';

describe('urlsFromText', () => {
  it('trims lines, drops blanks and keeps only lines beginning with http', () => {
    const text =
      '  https://a.example/1  \n\nwww.b.example\nftp://c.example\r\nhttp://d.example/x\n';
    expect(urlsFromText(text)).toEqual(['https://a.example/1', 'http://d.example/x']);
  });

  it('finds nothing in a textarea without a valid URL', () => {
    expect(urlsFromText(' \n example.org \n')).toEqual([]);
  });
});

describe('appendNewUrls', () => {
  it('appends only URLs not already in the textarea, one per line', () => {
    const result = appendNewUrls('https://a.example/1\nhttps://b.example/2\n', [
      'https://b.example/2',
      'https://c.example/3',
      'https://c.example/3',
    ]);
    expect(result).toEqual({
      text: 'https://a.example/1\nhttps://b.example/2\nhttps://c.example/3',
      added: 1,
    });
  });

  it('recognises a URL already present with spaces around it', () => {
    expect(appendNewUrls('  https://a.example/1  ', ['https://a.example/1'])).toEqual({
      text: '  https://a.example/1  ',
      added: 0,
    });
  });

  it('fills an empty textarea without a leading blank line', () => {
    expect(appendNewUrls('', ['https://a.example/1', 'https://b.example/2'])).toEqual({
      text: 'https://a.example/1\nhttps://b.example/2',
      added: 2,
    });
  });
});
