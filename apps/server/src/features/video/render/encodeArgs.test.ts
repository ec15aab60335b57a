import { describe, expect, it } from 'vitest';
import { encodeArgs } from './encodeArgs';

const args = (hasCaptions: boolean) =>
  encodeArgs({ dir: '/tmp/v', output: '/tmp/v/video.mp4', total: 12.5, hasCaptions });

describe('encodeArgs: how ffmpeg makes the video', () => {
  it('decodes the slide pictures on one thread and encodes on two with a short look-ahead', () => {
    const list = args(true);
    // An input option counts only before its input.
    expect(list.indexOf('-threads')).toBeLessThan(list.indexOf('/tmp/v/slides.ffconcat'));
    expect(list[list.indexOf('-threads') + 1]).toBe('1');
    const encoder = list.lastIndexOf('-threads');
    expect(encoder).toBeGreaterThan(list.indexOf('libx264'));
    expect(list.slice(encoder, encoder + 4)).toEqual([
      '-threads',
      '2',
      '-x264-params',
      'rc-lookahead=5:sync-lookahead=0',
    ]);
  });

  it('maps the captions track only when there are captions, and cuts at the timeline end', () => {
    expect(args(true)).toContain('/tmp/v/captions.vtt');
    expect(args(false)).not.toContain('/tmp/v/captions.vtt');
    expect(args(false)).not.toContain('mov_text');
    const list = args(false);
    expect(list[list.indexOf('-t') + 1]).toBe('12.500');
    expect(list.at(-1)).toBe('/tmp/v/video.mp4');
  });
});
