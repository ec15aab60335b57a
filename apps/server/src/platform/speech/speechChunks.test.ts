import { describe, expect, it } from 'vitest';
import { SPEECH_CHUNK_CHARS, speechChunks } from './speechChunks';

const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('speechChunks', () => {
  it('keeps a short script whole and drops empty text', () => {
    expect(speechChunks('  Ice is melting.  ')).toEqual(['Ice is melting.']);
    expect(speechChunks('   ')).toEqual([]);
  });

  it('groups sentences up to the limit without losing or reordering a word', () => {
    const text = Array.from({ length: 80 }, (_, i) => `Sentence number ${i} is here.`).join(' ');
    const chunks = speechChunks(text);
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(SPEECH_CHUNK_CHARS);
    expect(words(chunks.join(' '))).toEqual(words(text));
    // Pieces end at sentence ends when sentences are short.
    for (const chunk of chunks) expect(chunk.endsWith('.')).toBe(true);
  });

  it('cuts one very long sentence at spaces, and text without spaces at the limit', () => {
    const long = 'hello world '.repeat(200).trim();
    const chunks = speechChunks(long, 100);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(100);
    expect(words(chunks.join(' '))).toEqual(words(long));

    const chinese = '北极的海冰每十年都在减少'.repeat(40);
    const pieces = speechChunks(chinese, 100);
    expect(pieces.length).toBe(Math.ceil(chinese.length / 100));
    expect(pieces.join('')).toBe(chinese);
  });

  it('breaks after Chinese full stops and never splits an emoji', () => {
    expect(speechChunks('冰在融化。海在上升。', 6)).toEqual(['冰在融化。', '海在上升。']);
    const emoji = '😀'.repeat(60);
    const pieces = speechChunks(emoji, 25);
    expect(pieces.join('')).toBe(emoji);
    for (const piece of pieces) expect(piece).not.toMatch(/^[\udc00-\udfff]|[\ud800-\udbff]$/);
  });
});
