import { parentPort } from 'node:worker_threads';
import { LocalSentenceEmbedder } from './embedder';
import type { EmbedReply, EmbedRequest } from './workerEmbedder';

// The local sentence model's thread: TensorFlow.js on the CPU takes tens to hundreds of
// milliseconds a batch, which on the main thread would hold up every request meanwhile.
const embedder = new LocalSentenceEmbedder();
const port = parentPort!;

port.on('message', async ({ id, texts }: EmbedRequest) => {
  let reply: EmbedReply;
  try {
    reply = { id, ok: true, vectors: await embedder.embed(texts) };
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
