import { serveEngine } from '../workers/engineChild';
import { LocalSentenceEmbedder } from './embedder';

// The local sentence model's process (processEmbedder.ts starts it): TensorFlow.js takes tens to
// hundreds of milliseconds a batch, and a fault in its WebAssembly must end this process only.
const embedder = new LocalSentenceEmbedder();
serveEngine<string[], number[][]>((texts) => embedder.embed(texts));
