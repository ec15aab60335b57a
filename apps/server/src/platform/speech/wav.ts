/**
 * 16-bit PCM WAV, the one audio format Flite writes and the video pipeline assembles. Only what
 * this app needs: read a file's samples, write a header, measure loudness.
 */

/** The one sample rate of narration: Flite's, eSpeak NG's resampled to it, Speak's audio and the video's track. */
export const NARRATION_SAMPLE_RATE = 16_000;

export type PcmAudio = {
  sampleRate: number;
  channels: number;
  /** Interleaved signed 16-bit samples. */
  samples: Int16Array;
};

export class WavError extends Error {}

const WAV_HEADER_BYTES = 44;

/** Where a 16-bit PCM WAV keeps its samples, and their format. */
export type WavLayout = {
  sampleRate: number;
  channels: number;
  dataOffset: number;
  dataBytes: number;
};

/** Walks a RIFF/WAVE file's chunks (extra chunks are skipped) to its 16-bit PCM data. */
export function wavLayout(bytes: Uint8Array): WavLayout {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') {
    throw new WavError('not a WAV file');
  }
  let format: { channels: number; sampleRate: number; bits: number } | null = null;
  for (let offset = 12; offset + 8 <= bytes.length;) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (view.getUint16(body, true) !== 1) throw new WavError('only PCM WAV is supported');
      format = {
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format || format.bits !== 16) throw new WavError('only 16-bit PCM WAV is supported');
      const dataBytes = Math.min(size, bytes.length - body) & ~1;
      return {
        sampleRate: format.sampleRate,
        channels: format.channels,
        dataOffset: body,
        dataBytes,
      };
    }
    offset = body + size + (size % 2);
  }
  throw new WavError('the WAV file has no audio data');
}

/** Seconds of audio in a WAV file, from its header alone. */
export function wavDurationSeconds(bytes: Uint8Array): number {
  const layout = wavLayout(bytes);
  return layout.dataBytes / 2 / layout.channels / layout.sampleRate;
}

/** The samples of a 16-bit PCM WAV file. */
export function parseWav(bytes: Uint8Array): PcmAudio {
  const layout = wavLayout(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Copied: the samples must be aligned, and must not keep the whole file alive.
  const samples = new Int16Array(layout.dataBytes / 2);
  for (let i = 0; i < samples.length; i++)
    samples[i] = view.getInt16(layout.dataOffset + i * 2, true);
  return { sampleRate: layout.sampleRate, channels: layout.channels, samples };
}

export const durationSeconds = (audio: PcmAudio) =>
  audio.samples.length / audio.channels / audio.sampleRate;

/** Root mean square of the samples, 0 (silence) to 1 (full scale). */
export function rootMeanSquare(samples: Int16Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length) / 32768;
}

/** The 44-byte header of a 16-bit PCM WAV holding `dataBytes` of samples. */
export function wavHeader(dataBytes: number, sampleRate: number, channels = 1): Buffer {
  const header = Buffer.alloc(WAV_HEADER_BYTES);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** A WAV file of the given audio. */
export function encodeWav(audio: PcmAudio): Buffer {
  const data = Buffer.from(
    audio.samples.buffer,
    audio.samples.byteOffset,
    audio.samples.byteLength,
  );
  return Buffer.concat([wavHeader(data.length, audio.sampleRate, audio.channels), data]);
}
