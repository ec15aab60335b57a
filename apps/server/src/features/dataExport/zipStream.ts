import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP written as a stream to a file: each entry's bytes go out as they come in, so an export
 * with gigabytes of video never holds a file in memory (docs/decisions/0054-data-export.md).
 * Media is stored as it is (already compressed); JSON and text are deflated.
 */
export class ZipFileWriter {
  private readonly out: WriteStream;
  private readonly zip: Zip;
  private failure: Error | null = null;
  private readonly finished: Promise<void>;

  constructor(path: string) {
    this.out = createWriteStream(path, { mode: 0o600 });
    let resolveEnd!: () => void;
    let rejectEnd!: (error: Error) => void;
    this.finished = new Promise((resolve, reject) => {
      resolveEnd = resolve;
      rejectEnd = reject;
    });
    this.out.on('error', (error) => {
      this.failure = error;
      rejectEnd(error);
    });
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failure = error;
        rejectEnd(error);
        return;
      }
      this.out.write(chunk);
      if (final) this.out.end(() => resolveEnd());
    });
  }

  /** Waits while the file is behind, so input is read no faster than the disk takes it. */
  private async drained(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
  }

  async addText(name: string, text: string): Promise<void> {
    const entry = new ZipDeflate(name, { level: 6 });
    this.zip.add(entry);
    entry.push(Buffer.from(text, 'utf8'), true);
    await this.drained();
  }

  async addStream(name: string, body: Buffer | Readable): Promise<void> {
    const entry = new ZipPassThrough(name);
    this.zip.add(entry);
    if (Buffer.isBuffer(body)) {
      entry.push(body, true);
      await this.drained();
      return;
    }
    for await (const chunk of body) {
      entry.push(chunk as Uint8Array, false);
      await this.drained();
    }
    entry.push(new Uint8Array(0), true);
    await this.drained();
  }

  async close(): Promise<void> {
    this.zip.end();
    await this.finished;
  }
}
