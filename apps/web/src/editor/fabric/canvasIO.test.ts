// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { Rect } from 'fabric';
import { EXTRA_PROPERTIES } from './canvasIO';

describe('what the editor writes for each object', () => {
  it("keeps an object's shared-document id, and adds none to an object without one", () => {
    const named = new Rect({ left: 1, top: 2, width: 3, height: 4, oid: 'o-1234' } as never);
    expect(named.toObject(EXTRA_PROPERTIES as never)).toMatchObject({ oid: 'o-1234' });
    const unnamed = new Rect({ left: 1, top: 2, width: 3, height: 4 } as never);
    expect(unnamed.toObject(EXTRA_PROPERTIES as never)).not.toHaveProperty('oid');
  });
});
