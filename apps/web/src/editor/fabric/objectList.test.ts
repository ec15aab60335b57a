import { describe, expect, it } from 'vitest';
import { ActiveSelection, Rect, type Canvas, type FabricObject } from 'fabric';
import {
  boxOf,
  findObject,
  listEntries,
  objectId,
  resizeActive,
  sameEntries,
  setAltOn,
  slideObjects,
} from './objectList';
import { defaultChartSettings, type ChartData } from '@dsb/core/charts';
import { toSelectedObject } from './selection';

/** The parts of a Fabric canvas the object list reads. */
function fakeCanvas(objects: FabricObject[], active: FabricObject[] = []) {
  return {
    getObjects: () => objects,
    getActiveObjects: () => active,
    getActiveObject: () => (active.length > 1 ? new ActiveSelection(active) : active[0]),
    requestRenderAll: () => {},
  } as unknown as Canvas;
}

/** Stand-ins: Fabric measures real text with a DOM canvas, which tests do not have. */
function as(type: string, props: Record<string, unknown>): FabricObject {
  const object = new Rect({ width: 300, height: 200 });
  Object.assign(object, props);
  Object.defineProperty(object, 'type', { value: type });
  return object;
}
const heading = () =>
  as('i-text', { text: 'Sea levels are rising', fontSize: 24, fontWeight: 'bold' });
const chart = () =>
  as('image', {
    metadata: {
      isEvidence: true,
      evidenceData: { _id: 'ev1', label: 'Global sea level since 1880', description: 'Up.' },
    },
  });

describe('the object list (issue #18)', () => {
  it('lists saved objects from the back to the front with names and selection', () => {
    const shape = new Rect({ width: 100, height: 100 });
    const helper = new Rect({ excludeFromExport: true });
    const text = heading();
    const graph = chart();
    const canvas = fakeCanvas([shape, helper, text, graph], [text]);
    expect(slideObjects(canvas)).toEqual([shape, text, graph]);
    const entries = listEntries(canvas);
    expect(entries.map((e) => [e.name, e.selected])).toEqual([
      ['Rectangle', false],
      ['Heading: Sea levels are rising', true],
      ['Chart: Global sea level since 1880', false],
    ]);
    expect(entries[2]).toMatchObject({
      kind: 'chart',
      evidenceId: 'ev1',
      alt: 'Global sea level since 1880. Up.',
      // Its data table is headed by the title alone, without the kind the name starts with.
      title: 'Global sea level since 1880',
    });
    expect(entries[1]!.title).toBeUndefined();
    expect(entries[1]!.id).toBe(objectId(text));
    expect(findObject(canvas, entries[2]!.id)).toBe(graph);
    expect(sameEntries(entries, listEntries(canvas))).toBe(true);
    expect(sameEntries(entries, listEntries(fakeCanvas([shape, text, graph])))).toBe(false);
    expect(toSelectedObject(text)).toMatchObject({
      kind: 'heading',
      name: 'Heading: Sea levels are rising',
    });
  });

  it('resizes through the scale, never below the minimum, and reports the box', () => {
    const shape = new Rect({ left: 100, top: 100, width: 100, height: 50 });
    const canvas = fakeCanvas([shape], [shape]);
    resizeActive(canvas, 10, -1);
    const box = boxOf(shape);
    expect([box.left, box.top, box.height]).toEqual([100, 100, 49]);
    expect(box.width).toBeCloseTo(110, 9);
    resizeActive(canvas, -500, 0);
    expect(boxOf(shape).width).toBe(4);
  });

  it('stores and removes alt text in the metadata', () => {
    const image = chart();
    setAltOn(image, 'A rising line');
    expect(listEntries(fakeCanvas([image]))[0]!.alt).toBe('A rising line');
    expect((image as unknown as { metadata: Record<string, unknown> }).metadata.isEvidence).toBe(
      true,
    );
    setAltOn(image, '');
    expect(listEntries(fakeCanvas([image]))[0]!.alt).toBe('Global sea level since 1880. Up.');
  });

  it("shows a pupil chart's table as the chart plots it: its filters applied", () => {
    const data: ChartData = {
      columns: [
        { name: 'Year', title: 'Year', unit: null, type: 'date' },
        { name: 'Country', title: 'Country', unit: null, type: 'category' },
        { name: 'Code', title: 'Code', unit: null, type: 'category' },
        { name: 'Life', title: 'Life (years)', unit: 'years', type: 'number' },
      ],
      rows: [
        [1990, 'Japan', 'JPN', 79],
        [2000, 'Japan', 'JPN', 81],
        [2000, 'Nigeria', 'NGA', 46],
        [2010, 'Japan', 'JPN', 83],
      ],
    };
    const chartSettings = {
      ...defaultChartSettings('Year', 'Life'),
      color: 'Country',
      filters: [
        { kind: 'pick', column: 'Country', values: ['Japan'] },
        { kind: 'range', column: 'Year', from: 2000, to: null },
      ],
    };
    const made = as('group', {
      metadata: { source: 'pupilChart', chartData: data, chartSettings },
    });
    const canvas = fakeCanvas([made]);
    const [entry] = listEntries(canvas);
    expect(entry!.table!.columns.map((c) => c.title)).toEqual(['Year', 'Country', 'Life (years)']);
    expect(entry!.table!.rows).toEqual([
      [2000, 'Japan', 81],
      [2010, 'Japan', 83],
    ]);
    // Worked out once: the list does not change between renders.
    expect(listEntries(canvas)[0]!.table).toBe(entry!.table);
    // Settings it cannot read: all the data, as kept.
    const damaged = as('group', { metadata: { source: 'pupilChart', chartData: data } });
    expect(listEntries(fakeCanvas([damaged]))[0]!.table).toBe(data);
  });
});
