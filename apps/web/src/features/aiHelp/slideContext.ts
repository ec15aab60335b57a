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

/** The script with the chart description added after 'Video Script:' on a new paragraph. */
export function appendVideoScript(script: string, prefix: string, description: string): string {
  const addition = `${prefix} ${description.trim()}`;
  return script.trim() ? `${script.trimEnd()}\n\n${addition}` : addition;
}
