import { create } from 'zustand';

/**
 * What the home page tells a pupil who arrived through a class link: the link is no longer
 * active (an unknown or deleted tid), or it has no prompt and they choose one.
 */
export type ArrivalNotice = 'inactive' | 'choosePrompt' | null;

export const useArrivalNotice = create<{
  notice: ArrivalNotice;
  show: (notice: ArrivalNotice) => void;
}>()((set) => ({
  notice: null,
  show: (notice) => set({ notice }),
}));
