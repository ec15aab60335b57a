import { ActiveSelection, type Canvas, type FabricObject } from 'fabric';
import { plottedTable, type ChartData, type ChartSettings } from '@dsb/core/charts';
import {
  MIN_OBJECT_SIZE,
  altTextOf,
  chartTitle,
  objectFactsOf,
  objectKind,
  objectName,
  type Box,
  type ChartTable,
  type ObjectEntry,
  type ObjectFacts,
} from '../model';

/** The canvas objects as the object list, the announcements and Tab see them (issue #18). */

export function metadataOf(object: FabricObject): Record<string, unknown> | undefined {
  const metadata = (object as { metadata?: unknown }).metadata;
  return metadata && typeof metadata === 'object'
    ? (metadata as Record<string, unknown>)
    : undefined;
}

/** What the model's naming reads off a Fabric object (always an object with a type). */
export const factsOf = (object: FabricObject): ObjectFacts => objectFactsOf(object)!;

// Ids for the list's keys and buttons: kept beside the objects, never saved.
const ids = new WeakMap<FabricObject, string>();
let lastId = 0;

export function objectId(object: FabricObject): string {
  let id = ids.get(object);
  if (!id) {
    lastId += 1;
    id = `canvas-object-${lastId}`;
    ids.set(object, id);
  }
  return id;
}

/** The saved objects (not crop frames and other helpers), from the back to the front. */
export function slideObjects(canvas: Canvas): FabricObject[] {
  return canvas.getObjects().filter((object) => !object.excludeFromExport);
}

export function findObject(canvas: Canvas, id: string): FabricObject | undefined {
  return slideObjects(canvas).find((object) => ids.get(object) === id);
}

/** A pupil chart's data (metadata.chartData), as far as its data table needs it. */
function isTable(value: unknown): value is ChartTable {
  const table = value as Partial<ChartTable> | null;
  return !!table && Array.isArray(table.columns) && Array.isArray(table.rows);
}

function isSettings(value: unknown): value is ChartSettings {
  const settings = value as Partial<ChartSettings> | null;
  return (
    !!settings &&
    typeof settings.x === 'string' &&
    Array.isArray(settings.y) &&
    Array.isArray(settings.filters)
  );
}

// Worked out once per chart (its metadata is replaced when the chart changes), so the list's
// entries stay the same between renders.
const plottedTables = new WeakMap<object, ChartTable>();

/**
 * A pupil chart's data table (docs/product/chart-builder.md, "On the slide"): the rows the chart
 * plots, its filters applied, as a library chart's table shows what it plots and as the AI
 * tutor's facts are worked out; all its data when its settings cannot be read.
 */
function pupilChartTable(
  metadata: Readonly<Record<string, unknown>> | undefined,
): ChartTable | undefined {
  const data = metadata?.chartData;
  if (!metadata || !isTable(data)) return undefined;
  const known = plottedTables.get(metadata);
  if (known) return known;
  const settings = metadata.chartSettings;
  const table = isSettings(settings) ? plottedTable(settings, data as ChartData) : data;
  plottedTables.set(metadata, table);
  return table;
}

/** The object list's entries. */
export function listEntries(canvas: Canvas): ObjectEntry[] {
  const selected = new Set(canvas.getActiveObjects());
  return slideObjects(canvas).map((object) => {
    const facts = factsOf(object);
    const kind = objectKind(facts);
    const evidence = facts.metadata?.evidenceData as { _id?: unknown } | undefined;
    const table = kind === 'chart' ? pupilChartTable(facts.metadata) : undefined;
    return {
      id: objectId(object),
      kind,
      name: objectName(facts),
      ...(kind === 'chart' ? { title: chartTitle(facts) } : {}),
      selected: selected.has(object),
      alt: altTextOf(facts),
      ...(kind === 'chart' && typeof evidence?._id === 'string'
        ? { evidenceId: evidence._id }
        : {}),
      ...(table ? { table } : {}),
    };
  });
}

/** Whether two lists show the same (so React need not render the list again). */
export function sameEntries(a: readonly ObjectEntry[], b: readonly ObjectEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((entry, i) => {
      const other = b[i]!;
      return (
        entry.id === other.id &&
        entry.name === other.name &&
        entry.title === other.title &&
        entry.selected === other.selected &&
        entry.alt === other.alt &&
        entry.evidenceId === other.evidenceId &&
        entry.table === other.table
      );
    })
  );
}

/**
 * Where the selection is: one object's left and top (as saved) with its size without the border,
 * or several objects' bounds.
 */
export function boxOf(active: FabricObject): Box {
  if (active instanceof ActiveSelection) {
    const { left, top, width, height } = active.getBoundingRect();
    return { left, top, width, height };
  }
  return {
    left: active.left,
    top: active.top,
    width: active.width * active.scaleX,
    height: active.height * active.scaleY,
  };
}

/**
 * Resizes the selection by dw, dh px through its scale, as dragging a side handle does. A side of
 * size 0 (a straight line's height) stays as it is; nothing gets smaller than MIN_OBJECT_SIZE.
 */
export function resizeActive(canvas: Canvas, dw: number, dh: number): void {
  const active = canvas.getActiveObject();
  if (!active) return;
  const scale = (size: number, factor: number, change: number) =>
    size > 0 ? Math.max(MIN_OBJECT_SIZE, size * factor + change) / size : factor;
  active.set({
    scaleX: scale(active.width, active.scaleX, dw),
    scaleY: scale(active.height, active.scaleY, dh),
  });
  active.setCoords();
  canvas.requestRenderAll();
}

/** Stores alt text in the object's metadata ('' removes it). */
export function setAltOn(object: FabricObject, alt: string): void {
  const metadata = { ...metadataOf(object) };
  if (alt) metadata.alt = alt;
  else delete metadata.alt;
  object.set('metadata', metadata);
}
