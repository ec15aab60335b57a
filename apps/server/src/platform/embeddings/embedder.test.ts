import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { LocalSentenceEmbedder, OpenAiCompatibleEmbedder } from './embedder';

const cosine = (a: number[], b: number[]) => {
  let dot = 0,
    na = 0,
    nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return dot / Math.sqrt(na * nb);
};

describe('LocalSentenceEmbedder', () => {
  it('embeds offline into 512 dimensions and places related sentences closer', async () => {
    const embedder = new LocalSentenceEmbedder();
    const [warming, temperature, phones] = await embedder.embed([
      'How much has the planet heated up?',
      'global temperature rise since 1880',
      'how many teenagers own a smartphone',
    ]);
    expect(warming).toHaveLength(512);
    expect(cosine(warming!, temperature!)).toBeGreaterThan(cosine(warming!, phones!));
  });
});

describe('OpenAiCompatibleEmbedder', () => {
  it('posts to /embeddings asking for 512 dimensions and orders results by index', async () => {
    let received: { model?: string; dimensions?: number; input?: string[] } = {};
    let auth = '';
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received = JSON.parse(body);
        auth = req.headers.authorization ?? '';
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            data: [
              { index: 1, embedding: Array(512).fill(0.2) },
              { index: 0, embedding: Array(512).fill(0.1) },
            ],
          }),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      const embedder = new OpenAiCompatibleEmbedder(
        `http://127.0.0.1:${port}/v1`,
        'text-embedding-3-small',
        'k',
      );
      const vectors = await embedder.embed(['a', 'b']);
      expect(received).toMatchObject({
        model: 'text-embedding-3-small',
        dimensions: 512,
        input: ['a', 'b'],
      });
      expect(auth).toBe('Bearer k');
      expect(vectors[0]![0]).toBe(0.1);
      expect(vectors[1]![0]).toBe(0.2);
    } finally {
      server.close();
    }
  });

  it('rejects vectors of the wrong size', async () => {
    const server = createServer((_req, res) =>
      res.end(JSON.stringify({ data: [{ index: 0, embedding: [1, 2, 3] }] })),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(
        new OpenAiCompatibleEmbedder(`http://127.0.0.1:${port}`, 'm', undefined).embed(['a']),
      ).rejects.toThrow('512');
    } finally {
      server.close();
    }
  });
});
