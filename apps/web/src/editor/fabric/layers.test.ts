import { describe, expect, it } from 'vitest';
import type { Canvas, FabricObject } from 'fabric';
import type { LayerOrder } from '../model';
import { moveLayer } from './layers';

/** A stacking order with Fabric's four moves, on plain names. */
function stack(names: string[]) {
  const objects = names.map((name) => ({ name }) as unknown as FabricObject);
  const move = (object: FabricObject, to: (i: number) => number) => {
    const i = objects.indexOf(object);
    const j = Math.max(0, Math.min(objects.length - 1, to(i)));
    objects.splice(i, 1);
    objects.splice(j, 0, object);
    return i !== j;
  };
  const canvas = {
    getObjects: () => objects,
    bringObjectToFront: (o: FabricObject) => move(o, () => objects.length - 1),
    sendObjectToBack: (o: FabricObject) => move(o, () => 0),
    bringObjectForward: (o: FabricObject) => move(o, (i) => i + 1),
    sendObjectBackwards: (o: FabricObject) => move(o, (i) => i - 1),
    requestRenderAll: () => {},
  } as unknown as Canvas;
  const pick = (...wanted: string[]) =>
    objects.filter((o) => wanted.includes((o as unknown as { name: string }).name));
  const order = () => objects.map((o) => (o as unknown as { name: string }).name).join('');
  return { canvas, pick, order };
}

const cases: Array<[LayerOrder, string[], string]> = [
  ['front', ['b', 'c'], 'adebc'],
  ['back', ['c', 'd'], 'cdabe'],
  ['forward', ['b', 'c'], 'adbce'],
  ['backward', ['c', 'd'], 'acdbe'],
  ['forward', ['e'], 'abcde'],
];

describe('moveLayer', () => {
  it.each(cases)('%s with %j keeps the selection in its own order', (order, selected, expected) => {
    const s = stack(['a', 'b', 'c', 'd', 'e']);
    moveLayer(s.canvas, s.pick(...selected), order);
    expect(s.order()).toBe(expected);
  });
});
