import type { Canvas, FabricObject } from 'fabric';
import type { LayerOrder } from '../model';

/**
 * Moves objects in the stacking order. Objects are moved one at a time in an order that keeps
 * their order among themselves: to the front bottom-first, to the back top-first, and so on.
 */
export function moveLayer(canvas: Canvas, selected: readonly FabricObject[], order: LayerOrder) {
  const stack = canvas.getObjects();
  const bottomFirst = [...selected].sort((a, b) => stack.indexOf(a) - stack.indexOf(b));
  const topFirst = [...bottomFirst].reverse();
  switch (order) {
    case 'front':
      for (const object of bottomFirst) canvas.bringObjectToFront(object);
      break;
    case 'forward':
      for (const object of topFirst) canvas.bringObjectForward(object);
      break;
    case 'backward':
      for (const object of bottomFirst) canvas.sendObjectBackwards(object);
      break;
    case 'back':
      for (const object of topFirst) canvas.sendObjectToBack(object);
      break;
  }
  canvas.requestRenderAll();
}
