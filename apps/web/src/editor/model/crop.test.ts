import { describe, expect, it } from 'vitest';
import { croppedMetadata, cropReducer, frameToSource, idleCrop } from './crop';
import type { CropState } from './crop';

const target = { id: 'img-1', bounds: { left: 50, top: 100, width: 200, height: 100 } };

function cropping(): CropState {
  return cropReducer(idleCrop, { type: 'start', target }).state;
}

describe('crop machine', () => {
  it('starts cropping with the frame on the whole image', () => {
    const { state, effect } = cropReducer(idleCrop, { type: 'start', target });
    expect(state).toEqual({ status: 'cropping', target, frame: target.bounds });
    expect(effect).toEqual({ type: 'none' });
  });

  it('does not start on an image without area', () => {
    const flat = { id: 'x', bounds: { left: 0, top: 0, width: 0, height: 10 } };
    expect(cropReducer(idleCrop, { type: 'start', target: flat }).state).toBe(idleCrop);
  });

  it('clamps the frame as it moves', () => {
    const { state } = cropReducer(cropping(), {
      type: 'moveFrame',
      frame: { left: 0, top: 0, width: 10, height: 10 },
    });
    expect(state).toMatchObject({ frame: { left: 50, top: 100, width: 40, height: 20 } });
  });

  it('applies: back to idle with the frame to crop to', () => {
    const moved = cropReducer(cropping(), {
      type: 'moveFrame',
      frame: { left: 60, top: 110, width: 100, height: 50 },
    }).state;
    expect(cropReducer(moved, { type: 'apply' })).toEqual({
      state: idleCrop,
      effect: {
        type: 'applied',
        targetId: 'img-1',
        frame: { left: 60, top: 110, width: 100, height: 50 },
      },
    });
  });

  it('cancels: back to idle, nothing changed', () => {
    expect(cropReducer(cropping(), { type: 'cancel' })).toEqual({
      state: idleCrop,
      effect: { type: 'cancelled' },
    });
  });

  it('ignores events that do not fit the state', () => {
    for (const event of [
      { type: 'apply' },
      { type: 'cancel' },
      { type: 'moveFrame', frame: target.bounds },
    ] as const) {
      expect(cropReducer(idleCrop, event)).toEqual({ state: idleCrop, effect: { type: 'none' } });
    }
  });

  it('restarts on another image while cropping', () => {
    const other = { id: 'img-2', bounds: { left: 0, top: 0, width: 50, height: 50 } };
    const { state } = cropReducer(cropping(), { type: 'start', target: other });
    expect(state).toMatchObject({ status: 'cropping', target: { id: 'img-2' } });
  });
});

describe('frameToSource', () => {
  it('converts the frame to source pixels, counting an earlier crop', () => {
    const image = { left: 50, top: 100, scaleX: 0.5, scaleY: 0.25 };
    expect(frameToSource({ left: 60, top: 110, width: 100, height: 50 }, image)).toEqual({
      cropX: 20,
      cropY: 40,
      width: 200,
      height: 200,
    });
    expect(
      frameToSource(
        { left: 50, top: 100, width: 10, height: 10 },
        { ...image, cropX: 5, cropY: 7 },
      ),
    ).toEqual({ cropX: 5, cropY: 7, width: 20, height: 40 });
  });
});

describe('croppedMetadata', () => {
  it('keeps the metadata and adds the original image', () => {
    const meta = { source: 'evidence', isEvidence: true, evidenceData: { _id: 'e1' } };
    expect(croppedMetadata(meta, '/files/a.png')).toEqual({
      ...meta,
      originalImage: '/files/a.png',
    });
    expect(croppedMetadata(undefined, '/files/a.png')).toEqual({ originalImage: '/files/a.png' });
  });

  it('keeps the first original through a second crop', () => {
    const once = croppedMetadata({ source: 'external' }, '/files/original.png');
    expect(croppedMetadata(once, '/files/cropped.png').originalImage).toBe('/files/original.png');
  });
});
