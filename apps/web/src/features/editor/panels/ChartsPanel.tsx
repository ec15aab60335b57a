import { EvidencePanel } from '../../evidence';
import { requestFromEvidence, useChartBuilderRequest } from '../../chartBuilder';
import { chartAltText } from '../../../editor/model';
import { useEditor } from '../EditorContext';
import { openMakeChartTab } from '../openMakeChart';

/**
 * The Charts tab (docs/product/editor.md): the evidence panel, whose "add to canvas" places the
 * chart at 70% of the canvas height, centred, as one undo step, with the evidence metadata
 * and its alt text. "Make your own chart from this data" opens the chart builder with the chart's
 * data table (docs/product/chart-builder.md).
 */
export function ChartsPanel({ storyId }: { storyId: string | null; slideIndex: number }) {
  const editor = useEditor();
  return (
    <EvidencePanel
      storyId={storyId ?? undefined}
      variant="editor"
      onMakeChart={(evidence) => {
        const request = requestFromEvidence(evidence);
        if (!request) return;
        useChartBuilderRequest.getState().open(request);
        openMakeChartTab();
      }}
      onAddToCanvas={(evidence) =>
        void editor.run('addImage', {
          src: evidence.imageURL ?? '',
          metadata: {
            source: 'evidence',
            isEvidence: true,
            evidenceData: evidence,
            // Issue #18: the chart's alt text, read by the object list and the exports.
            alt: chartAltText(evidence),
          },
        })
      }
    />
  );
}
