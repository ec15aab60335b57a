import type { VideoRecord, VideoRenderStatusResponse } from '@dsb/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { TimeoutError, UploadError } from './videoApi';
import {
  VIDEO_FLOW_MESSAGES,
  renderFailureMessage,
  runVideoFlow,
  videoErrorMessage,
  type VideoFlowSteps,
  type VideoProgress,
} from './videoFlow';

const VIDEO: VideoRecord = {
  _id: 'v1',
  storyId: 's1',
  url: '/files/videos/v1.mp4',
  captionsUrl: null,
  renderId: 'job-1',
  title: 'Oceans',
  voice: 'Amy',
  description: 'Video generated from Oceans with Amy voice.',
  duration: 12,
  status: 'completed',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const status = (over: Partial<VideoRenderStatusResponse>): VideoRenderStatusResponse => ({
  jobId: 'job-1',
  status: 'pending',
  progress: 0,
  error: null,
  video: null,
  timings: null,
  ...over,
});

/** Steps that succeed, recording what they were asked; `statuses` are answered in turn. */
function fakeSteps(statuses: VideoRenderStatusResponse[], over: Partial<VideoFlowSteps> = {}) {
  const calls: string[] = [];
  const steps: VideoFlowSteps = {
    saveStory: async () => {
      calls.push('save');
      return 's1';
    },
    drawSlide: async (index) => {
      calls.push(`draw ${index}`);
      return new Blob(['png']);
    },
    upload: async (_image, slideNumber) => {
      calls.push(`upload ${slideNumber}`);
      return `/files/uploads/u/${slideNumber}.png`;
    },
    startRender: async (request) => {
      calls.push(`render ${JSON.stringify(request)}`);
      return { jobId: 'job-1' };
    },
    status: async () => {
      calls.push('status');
      return statuses.shift() ?? status({});
    },
    wait: async (ms) => void calls.push(`wait ${ms}`),
    ...over,
  };
  return { steps, calls };
}

const input = { title: 'Oceans', voice: 'Amy' as const, slideCount: 2 };
const run = (steps: VideoFlowSteps, progress: VideoProgress[] = []) =>
  runVideoFlow(input, steps, (p) => progress.push(p), new AbortController().signal);

describe('runVideoFlow', () => {
  it('saves, uploads each slide, renders, polls every 5 s and reports 0-50, 60, 75, 100', async () => {
    const { steps, calls } = fakeSteps([
      status({ status: 'pending' }),
      status({ status: 'rendering', progress: 50 }),
      status({ status: 'done', progress: 100, video: VIDEO }),
    ]);
    const progress: VideoProgress[] = [];
    await expect(run(steps, progress)).resolves.toEqual(VIDEO);
    expect(calls).toEqual([
      'save',
      'draw 0',
      'upload 1',
      'draw 1',
      'upload 2',
      `render ${JSON.stringify({
        storyId: 's1',
        voice: 'Amy',
        title: 'Oceans',
        slides: [
          { index: 0, imageUrl: '/files/uploads/u/1.png' },
          { index: 1, imageUrl: '/files/uploads/u/2.png' },
        ],
      })}`,
      'wait 5000',
      'status',
      'wait 5000',
      'status',
      'wait 5000',
      'status',
    ]);
    expect(progress.map((p) => p.percent)).toEqual([0, 0, 25, 50, 60, 87, 100]);
    expect(progress[1]!.step).toBe('Uploading slide 1 of 2...');
  });

  it("names the slide whose upload failed: 'Failed to upload slide N: ...'", async () => {
    const { steps } = fakeSteps([], {
      upload: async (_image, slideNumber) => {
        if (slideNumber === 2) throw new UploadError('Images can be at most 10 MB');
        return '/files/x.png';
      },
    });
    const error = await run(steps).catch((e: unknown) => e);
    expect(videoErrorMessage(error)).toBe('Failed to upload slide 2: Images can be at most 10 MB');
  });

  it('gives the time-out message for a call that timed out, and the network one offline', async () => {
    const timedOut = fakeSteps([], {
      startRender: async () => {
        throw new TimeoutError('render request');
      },
    });
    expect(videoErrorMessage(await run(timedOut.steps).catch((e: unknown) => e))).toBe(
      VIDEO_FLOW_MESSAGES.timedOut,
    );
    const offline = fakeSteps([], {
      upload: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(videoErrorMessage(await run(offline.steps).catch((e: unknown) => e))).toBe(
      'Network error. Please check your internet connection and try again.',
    );
  });

  it('reports a failed render with the server reason', async () => {
    const { steps } = fakeSteps([status({ status: 'failed', error: 'The server restarted.' })]);
    expect(videoErrorMessage(await run(steps).catch((e: unknown) => e))).toBe(
      'Video generation failed: The server restarted.',
    );
    expect(renderFailureMessage(null)).toBe(
      'Video rendering failed. Please check your slides and try again.',
    );
  });

  it('keeps polling through a lost status answer and gives up after 60 polls without progress', async () => {
    let polls = 0;
    const { steps } = fakeSteps([], {
      status: async () => {
        polls += 1;
        if (polls === 1) throw new TypeError('Failed to fetch');
        return status({ status: 'rendering', progress: 10 });
      },
    });
    // The server answers but its render does not move: not the pupil's connection.
    expect(videoErrorMessage(await run(steps).catch((e: unknown) => e))).toBe(
      VIDEO_FLOW_MESSAGES.stillRendering,
    );
    // The first answer with progress starts the count again.
    expect(polls).toBe(61);
    const unreachable = fakeSteps([], {
      status: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(videoErrorMessage(await run(unreachable.steps).catch((e: unknown) => e))).toBe(
      VIDEO_FLOW_MESSAGES.timedOut,
    );
  });

  it('waits for a long render for as long as its progress moves (a 10,000-character script)', async () => {
    let polls = 0;
    const { steps } = fakeSteps([], {
      status: async () => {
        polls += 1;
        // 150 polls (12.5 minutes), the server's progress rising by one every other poll.
        if (polls < 150) return status({ status: 'rendering', progress: Math.floor(polls / 2) });
        return status({ status: 'done', progress: 100, video: VIDEO });
      },
    });
    await expect(run(steps)).resolves.toEqual(VIDEO);
    expect(polls).toBe(150);
  });

  it('maps server refusals: 5xx to try later, 4xx to Error: message', () => {
    expect(videoErrorMessage(new ApiError(503, 'busy'))).toBe(
      'Failed to generate video. Please try again later.',
    );
    expect(videoErrorMessage(new ApiError(409, 'One of your videos is already being made.'))).toBe(
      'Error: One of your videos is already being made.',
    );
  });
});
