import { HeadlinesPanel, headlineCardForSlide } from '../../headlines';
import { useEditor } from '../EditorContext';

/**
 * The Headlines tab (docs/product/headlines.md): the news headlines panel, whose 'Add to slide'
 * places the headline as a card of editable texts through the editor's 'addObjects' action (one
 * undo step).
 */
export function HeadlinesTab({ storyId }: { storyId: string | null }) {
  const editor = useEditor();
  return (
    <HeadlinesPanel
      storyId={storyId}
      onAddToSlide={(headline) => void editor.run('addObjects', headlineCardForSlide(headline))}
    />
  );
}
