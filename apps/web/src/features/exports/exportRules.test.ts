import { describe, expect, it } from 'vitest';
import {
  EXPORT_MESSAGES,
  deckProblem,
  exportFileName,
  hasContent,
  pdfProblem,
  videoProblem,
} from './exportRules';
import { TEXT_CANVAS, slide } from './testing/fixtures';

describe('export checks', () => {
  it('a slide has content with something on its canvas or a non-blank script', () => {
    expect(hasContent(slide())).toBe(false);
    expect(hasContent(slide({ script: '  \n ' }))).toBe(false);
    expect(hasContent(slide({ script: 'Why?' }))).toBe(true);
    expect(hasContent(slide({ canvasState: TEXT_CANVAS }))).toBe(true);
  });

  it('a PDF needs content somewhere in the story', () => {
    expect(pdfProblem([])).toBe(
      'Please add content to your canvas or script before exporting a PDF.',
    );
    expect(pdfProblem([slide(), slide({ script: ' ' })])).toBe(EXPORT_MESSAGES.pdfContentRequired);
    expect(pdfProblem([slide(), slide({ canvasState: TEXT_CANVAS })])).toBeNull();
  });

  it('a video needs content, then a script on every slide', () => {
    expect(videoProblem([slide(), slide()])).toBe(
      'Please add content to your canvas or script before generating a video.',
    );
    expect(videoProblem([slide({ script: 'One' }), slide({ canvasState: TEXT_CANVAS })])).toBe(
      'Please add a script to all slides before generating the video.',
    );
    expect(videoProblem([slide({ script: 'One' }), slide({ script: 'Two' })])).toBeNull();
  });

  it('a deck needs a slide with content', () => {
    expect(deckProblem([])).toBe('No slides to export');
    expect(deckProblem([slide()])).toBe('No slides to export');
    expect(deckProblem([slide({ script: 'Notes' })])).toBeNull();
  });
});

describe('exportFileName', () => {
  it('replaces unsafe characters with underscores and keeps letters of any script', () => {
    expect(exportFileName('My story: part 1/2?', 'pdf')).toBe('My_story__part_1_2_.pdf');
    expect(exportFileName('..\\evil\u0000name', 'pptx')).toBe('___evil_name.pptx');
    expect(exportFileName('Café über-cool_ok', 'pdf')).toBe('Café_über-cool_ok.pdf');
  });

  it("is 'story' for an empty or blank title", () => {
    expect(exportFileName('', 'pdf')).toBe('story.pdf');
    expect(exportFileName('   ', 'pptx')).toBe('story.pptx');
  });

  it('keeps long titles to 100 characters', () => {
    expect(exportFileName('a'.repeat(300), 'pdf')).toBe(`${'a'.repeat(100)}.pdf`);
  });
});
