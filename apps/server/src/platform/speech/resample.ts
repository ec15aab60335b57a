/**
 * Mono 16-bit audio resampled by windowed-sinc interpolation: eSpeak NG speaks at 22,050 Hz and
 * the app's narration (Speak's MP3, the video's track) is 16 kHz like Flite's. Going down, the
 * filter's cut-off follows the new rate, so sounds above its half (8 kHz) fade out instead of
 * folding back as hiss.
 */

/** Zero crossings of the sinc kernel on each side: enough for speech, cheap to compute. */
const HALF_WIDTH = 16;

export function resampleMono(samples: Int16Array, fromRate: number, toRate: number): Int16Array {
  if (fromRate === toRate) return samples;
  const ratio = toRate / fromRate;
  const cutoff = Math.min(1, ratio);
  const reach = Math.ceil(HALF_WIDTH / cutoff);
  const out = new Int16Array(Math.round(samples.length * ratio));
  for (let i = 0; i < out.length; i++) {
    const center = i / ratio;
    const first = Math.max(0, Math.ceil(center - reach));
    const last = Math.min(samples.length - 1, Math.floor(center + reach));
    let sum = 0;
    let weights = 0;
    for (let j = first; j <= last; j++) {
      const x = (j - center) * cutoff;
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
      // A Hann window over the kernel's reach.
      const window = 0.5 + 0.5 * Math.cos((Math.PI * (j - center)) / (reach + 1));
      const weight = sinc * window;
      sum += samples[j]! * weight;
      weights += weight;
    }
    const value = weights === 0 ? 0 : sum / weights;
    out[i] = Math.max(-32768, Math.min(32767, Math.round(value)));
  }
  return out;
}
