import { normalizeCanvasType } from '@dsb/core';
import { SHAPE_LABELS, type ShapeKind } from './constants';
import { editorMessages } from './messages';

/**
 * How canvas objects are named for people who cannot see the canvas: the object list, the
 * announcements and the exports' alt text all read these names (issue #18 item 2).
 */

/** What naming needs to know about one canvas object; the Fabric adapter reads it off the object. */
export interface ObjectFacts {
  /** The stored type name ('i-text', 'rect', 'image' ...). */
  type: string;
  /** A text object's text. */
  text?: string;
  fontSize?: number;
  fontWeight?: string | number;
  /** The stored metadata (docs/product/editor.md): image source, evidence data, alt text. */
  metadata?: Readonly<Record<string, unknown>>;
}

/**
 * The facts naming reads, from a stored canvas object or a live Fabric one (both carry `type`,
 * `text`, `fontSize`, `fontWeight` and `metadata`); null for something that is not an object.
 */
export function objectFactsOf(object: unknown): ObjectFacts | null {
  if (!object || typeof object !== 'object') return null;
  const o = object as Record<string, unknown>;
  if (typeof o.type !== 'string') return null;
  return {
    type: normalizeCanvasType(o.type),
    text: typeof o.text === 'string' ? o.text : undefined,
    fontSize: typeof o.fontSize === 'number' ? o.fontSize : undefined,
    fontWeight:
      typeof o.fontWeight === 'string' || typeof o.fontWeight === 'number'
        ? o.fontWeight
        : undefined,
    metadata:
      o.metadata && typeof o.metadata === 'object'
        ? (o.metadata as Record<string, unknown>)
        : undefined,
  };
}

export type ObjectKind =
  'heading' | 'text' | 'chart' | 'image' | ShapeKind | 'drawing' | 'group' | 'object';

const TEXT_TYPES = new Set(['text', 'i-text', 'textbox']);

/** Text at least this big and bold reads as a heading (the Heading preset is 24 bold). */
export const HEADING_MIN_FONT_SIZE = 20;

/** Names quote at most this many characters of an object's text or alt text. */
export const NAME_TEXT_LENGTH = 80;

/** Alt text kept on a chart: the label and as much of the description as fits. */
export const MAX_ALT_TEXT_LENGTH = 1000;

/** Alt text a person types for an image (the dialog's limit). */
export const MAX_IMAGE_ALT_LENGTH = 300;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function isBold(weight: ObjectFacts['fontWeight']): boolean {
  if (typeof weight === 'number') return weight >= 600;
  return weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
}

function evidenceOf(facts: ObjectFacts): Record<string, unknown> | null {
  const data = facts.metadata?.evidenceData;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
}

/** What kind of thing the object is, as a person would call it. */
export function objectKind(facts: ObjectFacts): ObjectKind {
  if (TEXT_TYPES.has(facts.type)) {
    const big = (facts.fontSize ?? 0) >= HEADING_MIN_FONT_SIZE;
    return big && isBold(facts.fontWeight) ? 'heading' : 'text';
  }
  if (facts.type === 'image') {
    // An evidence item of type 'image' is a picture, not a chart; saved copies lack the flag.
    const evidence = evidenceOf(facts);
    const isChart = facts.metadata?.isEvidence === true && evidence?.isChart !== false;
    return isChart ? 'chart' : 'image';
  }
  if (facts.type in SHAPE_LABELS) return facts.type as ShapeKind;
  if (facts.type === 'path') return 'drawing';
  // Fabric 7 writes a group's type as 'Group'.
  if (facts.type.toLowerCase() === 'group') {
    return facts.metadata?.source === 'pupilChart' ? 'chart' : 'group';
  }
  return 'object';
}

/** The kind's word in the interface's language: 'Heading', 'Rectangle', 'Chart'. */
export function kindLabel(kind: ObjectKind): string {
  return editorMessages.kinds[kind]();
}

/** Shortens text to `max` characters on a word boundary, marking the cut with '…'. */
export function shorten(value: string, max = NAME_TEXT_LENGTH): string {
  const oneLine = value.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= max) return oneLine;
  const cut = oneLine.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A chart's alt text from its evidence: the label, then the description ('Global sea level since
 * 1880. Sea level has risen ...'), at most MAX_ALT_TEXT_LENGTH characters.
 */
export function chartAltText(evidence: { label?: unknown; description?: unknown }): string {
  const label = text(evidence.label);
  const description = text(evidence.description);
  if (!description) return shorten(label, MAX_ALT_TEXT_LENGTH);
  if (!label) return shorten(description, MAX_ALT_TEXT_LENGTH);
  const joiner = /[.!?:]$/.test(label) ? ' ' : '. ';
  return shorten(`${label}${joiner}${description}`, MAX_ALT_TEXT_LENGTH);
}

/**
 * The object's alt text: what was stored on it (metadata.alt), else for evidence placed before alt
 * text was stored, its label and description. Empty for everything else.
 */
export function altTextOf(facts: ObjectFacts): string {
  const stored = text(facts.metadata?.alt);
  if (stored) return stored;
  const evidence = evidenceOf(facts);
  return facts.metadata?.isEvidence === true && evidence ? chartAltText(evidence) : '';
}

/** A chart's title: a library chart's label, a pupil's chart's own title, else its alt text. */
export function chartTitle(facts: ObjectFacts): string {
  const settings = facts.metadata?.chartSettings as { title?: unknown } | undefined;
  return text(evidenceOf(facts)?.label) || text(settings?.title) || altTextOf(facts);
}

/**
 * The object's name in the object list: 'Heading: Sea levels are rising', 'Text: ...',
 * 'Chart: Global sea level since 1880', 'Rectangle', 'Drawing', 'Image: <alt>' or
 * 'Image (no alt text)'.
 */
export function objectName(facts: ObjectFacts): string {
  const kind = objectKind(facts);
  const label = kindLabel(kind);
  const names = editorMessages.names;
  const withText = (words: string) => names.withText({ kind: label, text: shorten(words) });
  switch (kind) {
    case 'heading':
    case 'text': {
      const words = text(facts.text);
      return words ? withText(words) : names.emptyText({ kind });
    }
    case 'chart': {
      const title = chartTitle(facts);
      return title ? withText(title) : label;
    }
    case 'image': {
      const alt = altTextOf(facts);
      return alt ? withText(alt) : names.imageNoAlt();
    }
    default:
      return label;
  }
}
