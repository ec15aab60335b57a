import { EvidencePanel } from '../../evidence';
import { useEditor } from '../EditorContext';

/**
 * The Charts tab (spec 1 §2): the evidence panel, whose "add to canvas" places the chart at 70% of
 * the canvas height, centred, as one undo step, with the spec's evidence metadata.
 */
export function ChartsPanel({ storyId }: { storyId: string | null; slideIndex: number }) {
  const editor = useEditor();
  return (
    <EvidencePanel
      storyId={storyId ?? undefined}
      variant="editor"
      onAddToCanvas={(evidence) =>
        void editor.addImage(evidence.imageURL ?? '', {
          source: 'evidence',
          isEvidence: true,
          evidenceData: evidence,
        })
      }
    />
  );
}
