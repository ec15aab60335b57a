import { create } from 'zustand';

type PreviewStatus = {
  /** Slides whose preview is being made (each shows a shimmer), with the pass making it. */
  pending: ReadonlyMap<string, number>;
  start: (slideIds: readonly string[], pass: number) => void;
  /** Ends the slides' waiting, unless a later pass has taken them over. */
  finish: (slideIds: readonly string[], pass: number) => void;
};

/** Which slides are waiting for a preview; read by the grid's cards and banner. */
export const usePreviewStatus = create<PreviewStatus>()((set) => ({
  pending: new Map(),
  start: (ids, pass) =>
    set((s) => ({ pending: new Map([...s.pending, ...ids.map((id) => [id, pass] as const)]) })),
  finish: (ids, pass) =>
    set((s) => {
      const mine = ids.filter((id) => s.pending.get(id) === pass);
      if (mine.length === 0) return s;
      const pending = new Map(s.pending);
      for (const id of mine) pending.delete(id);
      return { pending };
    }),
}));

/** True while the slide's preview is being generated. */
export const usePreviewPending = (slideId: string) =>
  usePreviewStatus((s) => s.pending.has(slideId));
