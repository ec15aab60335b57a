// ffmpeg and ffprobe come from Debian's `ffmpeg` package (docs/decisions/0040-current-ffmpeg.md):
// the scripts install it with apt-get when it is missing and they run as root, else say how.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { aptInstall } from './lib.mjs';

/** The path of the executable `name` on the PATH, or undefined. */
export function findOnPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

const present = (withFfprobe) =>
  (Boolean(process.env.FFMPEG_PATH) || Boolean(findOnPath('ffmpeg'))) &&
  (!withFfprobe || Boolean(findOnPath('ffprobe')));

/**
 * Makes sure the server will find an ffmpeg (FFMPEG_PATH, else `ffmpeg` on the PATH), and with
 * `withFfprobe` (tests, benchmarks) an `ffprobe` on the PATH; installs Debian's package when root.
 * Warns and returns false when there is none: the server still starts, without videos and Speak.
 */
export function ensureFfmpeg({ withFfprobe = false } = {}) {
  if (present(withFfprobe)) return true;
  if (aptInstall('ffmpeg') && present(withFfprobe)) return true;
  console.warn(
    'ffmpeg is not installed: narrated videos and Speak need it.\n' +
      'Install it with:  sudo apt-get update && sudo apt-get install -y ffmpeg\n' +
      '(or set FFMPEG_PATH to an ffmpeg with libx264, AAC and libmp3lame).',
  );
  return false;
}
