import { describe, expect, it } from 'vitest';
import {
  VIDEO_MAX_SLIDES,
  VIDEO_MESSAGES,
  countWords,
  formatVideoDuration,
  slideDurationSeconds,
  videoRenderRequestSchema,
} from './videos';
import { SPEECH_MESSAGES, TTS_MAX_TEXT_LENGTH, ttsRequestSchema } from './speech';

const storyId = '6f1c2b8e-0a4d-4c1e-9a57-1b2c3d4e5f60';
const slide = (index: number) => ({ index, imageUrl: `/files/uploads/u/${index}.png` });
const firstError = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('the video duration rule', () => {
  it('counts words at 150 a minute plus 1 s, and 5 s with no script', () => {
    expect(slideDurationSeconds('')).toBe(5);
    expect(slideDurationSeconds('   \n ')).toBe(5);
    expect(slideDurationSeconds('one')).toBeCloseTo(1.4, 9);
    expect(slideDurationSeconds(Array(150).fill('w').join(' '))).toBe(61);
    expect(countWords(' Sea  ice,\nshrinking. ')).toBe(3);
  });

  it('counts each Chinese or Japanese character as a word: their words have no spaces', () => {
    // 21 characters and 2 punctuation marks: 21 words, so 8.4 s + 1 s, not one word's 1.4 s.
    const chinese = '我们的海洋每年都在变暖，因为二氧化碳越来越多。';
    expect(countWords(chinese)).toBe(21);
    expect(slideDurationSeconds(chinese)).toBeCloseTo(9.4, 9);
    expect(countWords('ひらがなとカタカナ')).toBe(9);
    expect(countWords('CO2 排放 rose')).toBe(4);
    expect(countWords('。，')).toBe(0);
  });

  it('shows history durations as m:ss or Unknown duration', () => {
    expect(formatVideoDuration(65.4)).toBe('1:05');
    expect(formatVideoDuration(null)).toBe('Unknown duration');
  });
});

describe('POST /api/videos/render body', () => {
  it('defaults the voice to Amy and matches voice names without regard to case', () => {
    const parsed = videoRenderRequestSchema.parse({ storyId, slides: [slide(0)] });
    expect(parsed.voice).toBe('Amy');
    expect(
      videoRenderRequestSchema.parse({ storyId, voice: 'brian', slides: [slide(0)] }).voice,
    ).toBe('Brian');
  });

  it('refuses no slides, too many, repeated ones and unknown voices with clear messages', () => {
    expect(firstError(videoRenderRequestSchema.safeParse({ storyId, slides: [] }))).toBe(
      VIDEO_MESSAGES.noSlides,
    );
    const many = Array.from({ length: VIDEO_MAX_SLIDES + 1 }, (_, i) => slide(i));
    expect(firstError(videoRenderRequestSchema.safeParse({ storyId, slides: many }))).toBe(
      VIDEO_MESSAGES.tooManySlides,
    );
    expect(
      firstError(videoRenderRequestSchema.safeParse({ storyId, slides: [slide(1), slide(1)] })),
    ).toBe(VIDEO_MESSAGES.duplicateSlide);
    expect(
      firstError(
        videoRenderRequestSchema.safeParse({ storyId, voice: 'Siri', slides: [slide(0)] }),
      ),
    ).toBe(SPEECH_MESSAGES.unknownVoice);
  });
});

describe('POST /api/tts body', () => {
  it('needs text, at most 2,000 characters', () => {
    expect(firstError(ttsRequestSchema.safeParse({ text: '  ' }))).toBe(
      SPEECH_MESSAGES.textRequired,
    );
    expect(
      firstError(ttsRequestSchema.safeParse({ text: 'x'.repeat(TTS_MAX_TEXT_LENGTH + 1) })),
    ).toBe('Text to speak can be at most 2,000 characters');
    expect(ttsRequestSchema.parse({ text: ' Hello ' })).toEqual({ text: 'Hello', voice: 'Amy' });
  });
});
