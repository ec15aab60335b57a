import { loadSVGFromString, util, type FabricObject } from 'fabric';
import { normalizeCanvasType, type CanvasObject } from '@dsb/core';
import { CANVAS, OBJECT_ORIGIN, TEXT_MARGIN } from '../../editor/model';
import { EXTRA_PROPERTIES } from '../../editor/fabric/canvasIO';
import { pupilChartMetadata, type PupilChart } from './pupilChart';

/**
 * A pupil's chart as a slide object (docs/product/chart-builder.md, "On the slide"): the SVG loaded
 * into Fabric as one vector group, fitted to the slide's width inside its margins, carrying the
 * chart's payload in its metadata. Returned as stored canvas JSON, so it is added through the
 * editor's actions like any other object.
 */

/** The box a chart is fitted into: the slide's text column, centred. */
export function fitToSlide(width: number, height: number) {
  const scale = (CANVAS.width - 2 * TEXT_MARGIN) / width;
  return {
    left: TEXT_MARGIN,
    top: Math.max(TEXT_MARGIN, (CANVAS.height - height * scale) / 2),
    scaleX: scale,
    scaleY: scale,
  };
}

/**
 * Where an updated chart goes: the old one's top-left corner and its width on the slide, and its
 * shared-document id (kept, so the update is a change of the same object).
 */
export type Placement = { left: number; top: number; width: number; oid?: string };

export async function svgToGroup(svg: string): Promise<FabricObject> {
  const { objects, options } = await loadSVGFromString(svg);
  const kept = objects.filter((object): object is FabricObject => object !== null);
  return util.groupSVGElements(kept, options);
}

/**
 * The chart's slide object as stored canvas JSON. Without `place` it is fitted to the slide; with
 * it (an update) it keeps the old object's top-left corner and width on the slide.
 */
export async function chartObjectJson(
  svg: string,
  chart: PupilChart,
  place?: Placement,
): Promise<CanvasObject> {
  const group = await svgToGroup(svg);
  const width = group.width || 1;
  const height = group.height || 1;
  let placement = fitToSlide(width, height);
  if (place) {
    const scale = place.width / width;
    placement = { left: place.left, top: place.top, scaleX: scale, scaleY: scale };
  }
  group.set({ ...OBJECT_ORIGIN, ...placement });
  group.set('metadata' as keyof FabricObject, pupilChartMetadata(chart) as never);
  const json = group.toObject(EXTRA_PROPERTIES as never) as CanvasObject;
  return {
    ...json,
    type: normalizeCanvasType(String(json.type)),
    ...(place?.oid ? { oid: place.oid } : {}),
  };
}
