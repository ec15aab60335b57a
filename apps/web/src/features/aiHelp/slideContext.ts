/** What the slide assistant needs from a slide: pure, so the rules are tested without the editor. */
type CanvasObjectLike = { [key: string]: unknown; metadata?: unknown };
type SlideLike = {
  canvasState?: readonly CanvasObjectLike[];
  evidence?: readonly { _id: string }[];
};

/** The library charts on a slide: on its canvas first, then in its evidence list, each once. */
export function slideEvidenceIds(slide: SlideLike | null | undefined): string[] {
  if (!slide) return [];
  const onCanvas = (slide.canvasState ?? []).map((object) => {
    const data = (object.metadata as { evidenceData?: { _id?: unknown } } | undefined)
      ?.evidenceData;
    return typeof data?._id === 'string' ? data._id : null;
  });
  const listed = (slide.evidence ?? []).map((e) => e._id);
  return [...new Set([...onCanvas, ...listed].filter((id): id is string => !!id))];
}

/**
 * A label at the start of a line ('Video Script:', '**Script:**', 'Narration -') that a model or
 * the original app put before a script. The script is read aloud, so no label belongs in it.
 */
const SCRIPT_LABEL =
  /^[\s*_#>]*(?:video\s+script|script|narration|narrator|voice[\s-]?over|description)[\s*_]*(?::|-|–)[\s*_]*/i;

/** The words to speak: the description without labels, its lines kept. */
export function spokenDescription(description: string): string {
  return description
    .split('\n')
    .map((line) => line.replace(SCRIPT_LABEL, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The script with the chart description added as a new paragraph, without any label. */
export function appendVideoScript(script: string, description: string): string {
  const addition = spokenDescription(description);
  if (!addition) return script;
  return script.trim() ? `${script.trimEnd()}\n\n${addition}` : addition;
}
