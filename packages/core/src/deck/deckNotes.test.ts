import { describe, expect, it } from 'vitest';
import { notesXmlWithDirection, rightToLeftNotesLanguage, withNotesDirection } from './deckNotes';
import type { Deck } from './deckLayout';

const NOTE = (text: string) =>
  `<p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US" dirty="0"/><a:t>${text}</a:t></a:r></a:p></p:txBody>`;

describe('speaker notes that read right to left', () => {
  it('marks an Arabic or Hebrew note right to left, with its language', () => {
    expect(notesXmlWithDirection(NOTE('ارتفع البحر 20 سم'), 'ارتفع البحر 20 سم')).toBe(
      '<p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:pPr algn="r" rtl="1"/><a:r><a:rPr lang="ar-SA" altLang="en-US" dirty="0"/><a:t>ارتفع البحر 20 سم</a:t></a:r></a:p></p:txBody>',
    );
    expect(rightToLeftNotesLanguage('2024: פני הים')).toBe('he-IL');
  });

  it('leaves left-to-right notes as they are, also with an Arabic word inside', () => {
    expect(notesXmlWithDirection(NOTE('Sea: البحر'), 'Sea: البحر')).toBe(NOTE('Sea: البحر'));
    expect(rightToLeftNotesLanguage('海平面')).toBeNull();
  });

  it('rewrites only the notes slides of right-to-left pages of a deck', async () => {
    const files = new Map([
      ['ppt/notesSlides/notesSlide1.xml', NOTE('Sea')],
      ['ppt/notesSlides/notesSlide2.xml', NOTE('البحر')],
    ]);
    const archive = {
      file: (name: string, data?: string) => {
        if (data !== undefined) return files.set(name, data);
        const xml = files.get(name);
        return xml === undefined ? null : { async: async () => xml };
      },
    };
    const deck = { pages: [{ notes: 'Sea' }, { notes: 'البحر' }, {}] } as unknown as Deck;
    await withNotesDirection(archive as never, deck);
    expect(files.get('ppt/notesSlides/notesSlide1.xml')).toBe(NOTE('Sea'));
    expect(files.get('ppt/notesSlides/notesSlide2.xml')).toContain('rtl="1"');
  });
});
