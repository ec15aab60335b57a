import { describe, expect, it } from 'vitest';
import { Rect } from 'fabric';
import { isLocked, setLockedOn, showLock } from './locking';

/** The metadata as the canvas state saves it (canvasIO's extra properties). */
const savedMetadata = (rect: Rect) =>
  (rect.toObject(['metadata'] as never) as { metadata?: unknown }).metadata;

describe('locking', () => {
  it('keeps the lock in the saved metadata and sets the Fabric flags from it', () => {
    const rect = new Rect({ width: 10, height: 10 });
    (rect as unknown as { metadata: unknown }).metadata = { alt: 'a box' };
    setLockedOn([rect], true);
    expect(isLocked(rect)).toBe(true);
    expect(rect.lockMovementX && rect.lockMovementY && rect.lockScalingX).toBe(true);
    expect(savedMetadata(rect)).toEqual({ alt: 'a box', locked: true });
    setLockedOn([rect], false);
    expect(rect.lockMovementX).toBe(false);
    expect(savedMetadata(rect)).toEqual({ alt: 'a box' });
  });

  it('locks an object loaded with metadata.locked', () => {
    const rect = new Rect({ width: 10, height: 10 });
    (rect as unknown as { metadata: unknown }).metadata = { locked: true };
    showLock(rect);
    expect(rect.lockMovementY && rect.lockRotation).toBe(true);
    expect(rect.isControlVisible('br')).toBe(false);
  });
});
