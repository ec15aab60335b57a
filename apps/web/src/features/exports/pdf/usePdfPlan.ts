import { useEffect, useState } from 'react';
import type { ExportSlide } from '../exportRules';
import { planPdf } from './buildPdf';
import type { PdfPage } from './pdfPages';

export type PdfPlan =
  | { status: 'planning' }
  | { status: 'done'; pages: PdfPage[] }
  | { status: 'error'; message: string };

/**
 * The pages the PDF of these slides will have, laid out by the same code and fonts as the PDF
 * itself, so the preview shows and counts exactly the pages the file holds (a long script goes
 * on over several pages). Null slides plan nothing.
 */
export function usePdfPlan(slides: readonly ExportSlide[] | null): PdfPlan {
  const [plan, setPlan] = useState<{ slides: readonly ExportSlide[]; plan: PdfPlan } | null>(null);
  useEffect(() => {
    if (!slides) return;
    let current = true;
    planPdf(slides).then(
      (pages) => current && setPlan({ slides, plan: { status: 'done', pages } }),
      (error: unknown) => {
        console.error('Export: the PDF pages could not be laid out', error);
        const message = error instanceof Error ? error.message : String(error);
        if (current) setPlan({ slides, plan: { status: 'error', message } });
      },
    );
    return () => {
      current = false;
    };
  }, [slides]);
  return plan?.slides === slides ? plan.plan : { status: 'planning' };
}
