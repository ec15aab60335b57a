import { SAVED_EVIDENCE_PREVIEW_LENGTH, dataTableSchema, type EvidenceItem } from '@dsb/core';
import { evidenceMessages } from './messages';

/** The compact copy of an item kept in a story's savedEvidence (stories stay small). */
export type SavedEvidence = Pick<
  EvidenceItem,
  '_id' | 'label' | 'description' | 'imageURL' | 'sourceURL' | 'sourceLabel' | 'topicTagStatic'
>;

/** Anything the panel shows: a full item from the library or a saved copy. */
export type EvidenceLike = SavedEvidence & Partial<Omit<EvidenceItem, keyof SavedEvidence>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** The snapshot saved with the story: only these fields, whatever else the item carries. */
export function toSavedEvidence(item: EvidenceLike): SavedEvidence {
  return {
    _id: item._id,
    label: item.label,
    description: item.description,
    imageURL: item.imageURL ?? item.s3URL ?? null,
    sourceURL: item.sourceURL,
    sourceLabel: item.sourceLabel,
    topicTagStatic: item.topicTagStatic,
  };
}

/**
 * Reads a story's savedEvidence entries (loose objects: older or foreign entries may miss fields)
 * as saved copies; entries without an id are skipped.
 */
export function readSavedEvidence(
  entries: ReadonlyArray<{ _id: string } & Record<string, unknown>>,
): EvidenceLike[] {
  return entries
    .filter((e) => typeof e._id === 'string' && e._id !== '')
    .map((e) => ({
      _id: e._id,
      label: text(e.label) || evidenceMessages.saving.untitled(),
      description: text(e.description),
      imageURL: textOrNull(e.imageURL) ?? textOrNull(e.s3URL),
      sourceURL: textOrNull(e.sourceURL),
      sourceLabel: textOrNull(e.sourceLabel),
      topicTagStatic: textOrNull(e.topicTagStatic),
      ...pupilChartFields(e),
    }));
}

/**
 * A chart the pupil made and saved keeps its own data table and alt text in the story
 * (docs/product/chart-builder.md): the chart window shows them and the tutor reads them.
 */
function pupilChartFields(entry: Record<string, unknown>): Partial<EvidenceItem> {
  if (entry.kind !== 'pupil-chart') return {};
  const table = dataTableSchema.safeParse(entry.dataTable);
  return {
    isChart: true,
    altText: textOrNull(entry.altText),
    dataTable: table.success ? table.data : null,
    width: typeof entry.width === 'number' ? entry.width : null,
    height: typeof entry.height === 'number' ? entry.height : null,
  };
}

type WithId = { _id: string };

export const isSaved = (list: readonly WithId[], id: string) => list.some((e) => e._id === id);

/** Adds the item's snapshot at the top of the list (once); other entries stay as they are. */
export function addSaved<T extends WithId>(
  list: readonly T[],
  item: EvidenceLike,
): Array<T | SavedEvidence> {
  if (isSaved(list, item._id)) return [...list];
  return [toSavedEvidence(item), ...list];
}

export function removeSaved<T extends WithId>(list: readonly T[], id: string): T[] {
  return list.filter((e) => e._id !== id);
}

/** The Saved tab's filter: every word must appear in the label or the description. */
export function filterSaved(list: readonly SavedEvidence[], query: string): SavedEvidence[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...list];
  return list.filter((e) => {
    const haystack = `${e.label} ${e.description}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/**
 * The saved row's description: cut to 100 characters (docs/product/evidence.md) with an ellipsis.
 */
export function previewDescription(
  description: string,
  max: number = SAVED_EVIDENCE_PREVIEW_LENGTH,
): string {
  const clean = description.trim();
  return clean.length > max ? `${clean.slice(0, max).trimEnd()}...` : clean;
}
