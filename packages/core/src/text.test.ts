import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { canvasObjectSchema, slideSchema, storyUpdateSchema } from './story';
import { devLoginBodySchema } from './auth';
import {
  evidenceListQuerySchema,
  evidenceSearchQuerySchema,
  evidenceUpdateSchema,
} from './evidence';
import { idParamSchema, promptCreateSchema, promptSearchQuerySchema } from './prompt';
import { imageSearchQuerySchema } from './imageSearch';
import { presignedUrlRequestSchema } from './upload';
import {
  MAX_STORED_JSON_DEPTH,
  cleanJsonText,
  cleanText,
  hasControlCharacters,
  jsonDepthExceeds,
  queryText,
  storedText,
} from './text';

const NUL = '\u0000';

describe('cleanText', () => {
  it('removes NUL and the other C0 controls, keeping tab and newline', () => {
    expect(cleanText(`a${NUL}b\u0001\u0007\u0008\u000b\u000c\u001b\u001fc\td\ne`)).toBe(
      'abc\td\ne',
    );
  });

  it('turns CRLF and a lone CR into a newline', () => {
    expect(cleanText('one\r\ntwo\rthree\n')).toBe('one\ntwo\nthree\n');
  });

  it('replaces half a surrogate pair, keeping whole pairs', () => {
    expect(cleanText('\ud83d\ude00 \ud83d x \ude00')).toBe('\ud83d\ude00 \ufffd x \ufffd');
  });

  it('leaves ordinary text, DEL and non-Latin text alone', () => {
    const text = 'Naïve café – 北极 \u007f ✓';
    expect(cleanText(text)).toBe(text);
  });
});

describe('hasControlCharacters', () => {
  it.each([NUL, '\u0001', '\r', '\u001f', '\u000b'])('finds %j', (c) => {
    expect(hasControlCharacters(`a${c}b`)).toBe(true);
  });
  it('accepts tab and newline', () => {
    expect(hasControlCharacters('a\tb\nc')).toBe(false);
  });
});

describe('cleanJsonText', () => {
  it('cleans every string, object keys included, and keeps other values', () => {
    const value = { [`k${NUL}`]: [`a${NUL}`, 1, true, null, { deep: [`b\u0007`] }] };
    expect(cleanJsonText(value)).toEqual({ k: ['a', 1, true, null, { deep: ['b'] }] });
  });
});

describe('jsonDepthExceeds', () => {
  const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : [nested(depth - 1)]);

  it('counts array and object levels', () => {
    expect(jsonDepthExceeds(nested(MAX_STORED_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_STORED_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds({ a: { b: {} } }, 2)).toBe(true);
    expect(jsonDepthExceeds({ a: { b: 1 } }, 2)).toBe(false);
  });

  it('handles nesting far deeper than the stack without throwing', () => {
    const deep = JSON.parse('['.repeat(200_000) + ']'.repeat(200_000));
    expect(jsonDepthExceeds(deep)).toBe(true);
  });
});

describe('storedText and queryText', () => {
  it('storedText cleans before the checks that follow it', () => {
    const schema = storedText().trim().min(1).max(3);
    expect(schema.parse(` ab${NUL}c\u0007 `)).toBe('abc');
    expect(schema.safeParse(`${NUL} `).success).toBe(false);
  });

  it('queryText refuses control characters with a message', () => {
    const result = queryText().safeParse(`ice${NUL}`);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/control characters/);
    expect(queryText().parse('ice\tcaps')).toBe('ice\tcaps');
  });
});

describe('the core schemas clean what is stored', () => {
  it('stories: title, big question, slide text and every string of the canvas state', () => {
    const update = storyUpdateSchema.parse({
      version: 1,
      title: ` T${NUL}itle `,
      bigQuestion: `Why\r\n${NUL}?`,
      trackingId: `c${NUL}7`,
      savedEvidence: [{ _id: 'e1', label: `L${NUL}` }],
      slides: [
        {
          id: 'slide-1-0',
          title: `S${NUL}`,
          script: `Sc\u0001ript`,
          images: [{ url: '/files/a.png', alt: `A${NUL}` }],
          evidence: [{ _id: 'e1', note: { [`k${NUL}`]: `v${NUL}` } }],
          canvasState: [
            {
              type: 'textbox',
              text: `Hi${NUL}\r\nthere`,
              styles: { 0: { 0: { fill: `red${NUL}` } } },
            },
          ],
        },
      ],
    });
    expect(update).toMatchObject({ title: 'Title', bigQuestion: 'Why\n?', trackingId: 'c7' });
    expect(update.savedEvidence).toEqual([{ _id: 'e1', label: 'L' }]);
    const slide = update.slides![0]!;
    expect(slide).toMatchObject({ title: 'S', script: 'Script', images: [{ alt: 'A' }] });
    expect(slide.evidence).toEqual([{ _id: 'e1', note: { k: 'v' } }]);
    expect(slide.canvasState).toEqual([
      { type: 'textbox', text: 'Hi\nthere', styles: { 0: { 0: { fill: 'red' } } } },
    ]);
  });

  it('refuses canvas objects nested too deeply (never a stack overflow)', () => {
    let value: unknown = 'x';
    for (let i = 0; i < MAX_STORED_JSON_DEPTH + 1; i++) value = [value];
    const result = canvasObjectSchema.safeParse({ type: 'rect', path: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/nested too deeply/);
    expect(
      slideSchema.safeParse({ id: 'slide-1-0', canvasState: [{ type: 'rect', path: [[1]] }] })
        .success,
    ).toBe(true);
  });

  it('prompts, evidence edits, display names and upload file names', () => {
    expect(
      promptCreateSchema.parse({
        bigQuestion: `Q${NUL}?`,
        promptScript: `S${NUL}`,
        topics: [`T${NUL}`, { topicLabel: `L${NUL}` }],
        keywords: [`k${NUL}`],
      }),
    ).toMatchObject({
      bigQuestion: 'Q?',
      promptScript: 'S',
      topics: ['T', { topicLabel: 'L' }],
      keywords: ['k'],
    });
    expect(
      evidenceUpdateSchema.parse({ id: 'e1', label: `L${NUL}`, description: `D${NUL}` }),
    ).toMatchObject({
      label: 'L',
      description: 'D',
    });
    expect(
      devLoginBodySchema.parse({ email: 'a@b.org', displayName: `An${NUL}n` }).displayName,
    ).toBe('Ann');
    expect(presignedUrlRequestSchema.parse({ filename: `a${NUL}.png` }).filename).toBe('a.png');
  });

  it.each([
    ['evidence topic', evidenceListQuerySchema, { topic: NUL }],
    ['evidence search', evidenceSearchQuerySchema, { query: `ice${NUL}` }],
    ['prompt search', promptSearchQuerySchema, { query: `ice${NUL}` }],
    ['image search', imageSearchQuerySchema, { q: `ice${NUL}` }],
    ['an id', idParamSchema, { id: `abc${NUL}` }],
  ] as [string, z.ZodType, object][])(
    'refuses control characters in %s',
    (_name, schema, value) => {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/control characters/);
    },
  );
});
