import path from 'node:path';

/**
 * Frames a second. Slides are still pictures, so few frames cost little to encode (about half
 * the CPU of 25 fps) while a slide still changes within 50 ms of its narration.
 */
export const VIDEO_FPS = 10;

/**
 * ffmpeg's arguments for the video (decision 0026): the slides' concat list as pictures, the
 * narration WAV as AAC, the WebVTT captions as a mov_text track; H.264 in yuv420p (what every
 * browser and phone decodes) with the index at the front (+faststart) so playback starts before
 * the whole file has arrived. `-t` cuts at the timeline's end, which the narration track matches.
 */
export function encodeArgs(options: {
  dir: string;
  output: string;
  total: number;
  hasCaptions: boolean;
}): string[] {
  const input = (name: string) => path.join(options.dir, name);
  const captions = options.hasCaptions;
  const groups: string[][] = [
    // One thread decodes the slide pictures (still PNGs: no work to share), and x264 encodes on
    // two with a short look-ahead: about 50 MB less memory than ffmpeg's defaults (191 -> 143 MB
    // resident for ten slides on 2 cores) for the same file size within 2% (docs/performance.md).
    ['-threads', '1'],
    ['-f', 'concat', '-safe', '0', '-i', input('slides.ffconcat')],
    ['-i', input('narration.wav')],
    captions ? ['-f', 'webvtt', '-i', input('captions.vtt')] : [],
    ['-map', '0:v', '-map', '1:a'],
    captions ? ['-map', '2:s'] : [],
    ['-vf', `fps=${VIDEO_FPS},format=yuv420p`],
    ['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-crf', '23'],
    ['-threads', '2', '-x264-params', 'rc-lookahead=5:sync-lookahead=0'],
    // A key frame every 4 s: seeking stays quick, still pictures stay cheap.
    ['-g', String(VIDEO_FPS * 4)],
    ['-c:a', 'aac', '-b:a', '96k', '-ar', '44100', '-ac', '1'],
    captions ? ['-c:s', 'mov_text', '-metadata:s:s:0', 'language=eng'] : [],
    ['-movflags', '+faststart'],
    ['-t', options.total.toFixed(3)],
    ['-progress', 'pipe:1'],
    ['-y', options.output],
  ];
  return groups.flat();
}
