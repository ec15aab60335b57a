import type { Deck } from './deckLayout';
import { baseDirectionOf, writingSystemsOf } from '../writingSystems';

/**
 * Speaker notes that read right to left (docs/exports.md, "Right to left"). pptxgenjs writes every
 * note as one left-to-right paragraph marked English; a script in Arabic or Hebrew gets the
 * paragraph's `rtl` attribute, right alignment and its language, so PowerPoint, Keynote and
 * LibreOffice lay it out and pick a font for it as for text typed there.
 */

/** The note paragraph as pptxgenjs writes it (checked by the tests against its output). */
const NOTE_PARAGRAPH = '<a:p><a:r><a:rPr lang="en-US" dirty="0"/>';

/** The language tag of a right-to-left script, for its notes; null for left-to-right text. */
export function rightToLeftNotesLanguage(notes: string): string | null {
  if (baseDirectionOf(notes) !== 'rtl') return null;
  return writingSystemsOf(notes).includes('arabic') ? 'ar-SA' : 'he-IL';
}

/** A notes slide's XML with its note paragraph marked right to left when the notes read so. */
export function notesXmlWithDirection(xml: string, notes: string): string {
  const lang = rightToLeftNotesLanguage(notes);
  if (!lang) return xml;
  return xml.replace(
    NOTE_PARAGRAPH,
    `<a:p><a:pPr algn="r" rtl="1"/><a:r><a:rPr lang="${lang}" altLang="en-US" dirty="0"/>`,
  );
}

/** The little of a zip archive (JSZip) that `withNotesDirection` reads and writes. */
export interface DeckArchive {
  file(name: string): { async(type: 'string'): Promise<string> } | null;
  file(name: string, data: string): unknown;
}

/** Marks the notes slides of a written deck whose notes read right to left. */
export async function withNotesDirection(archive: DeckArchive, deck: Deck): Promise<void> {
  for (const [index, page] of deck.pages.entries()) {
    if (!page.notes || !rightToLeftNotesLanguage(page.notes)) continue;
    const name = `ppt/notesSlides/notesSlide${index + 1}.xml`;
    const entry = archive.file(name);
    if (entry) archive.file(name, notesXmlWithDirection(await entry.async('string'), page.notes));
  }
}
