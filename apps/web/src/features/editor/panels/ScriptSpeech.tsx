import { ScriptSpeechControls } from '../../speech';
import { useStory } from '../../stories';

/** What the speech controls receive (docs/product/speech.md). */
export interface ScriptSpeechProps {
  script: string;
  slideIndex: number;
}

/** Speak / Stop and the voice dialog under the script ('Add chart description' comes with the AI tutor). */
export function ScriptSpeech(props: ScriptSpeechProps) {
  // The voice is the story's (docs/product/speech.md, "Voices per story").
  const storyId = useStory((s) => s.story?._id ?? null);
  const storyVoice = useStory((s) => s.story?.voice ?? null);
  const setStoryVoice = useStory((s) => s.setVoice);
  return (
    <ScriptSpeechControls
      text={props.script}
      storyId={storyId}
      storyVoice={storyVoice}
      onStoryVoice={setStoryVoice}
    />
  );
}
