import { ScriptSpeechControls } from '../../speech';

/** What the speech controls receive (docs/product/speech.md). */
export interface ScriptSpeechProps {
  script: string;
  slideIndex: number;
}

/** Speak / Stop and the voice dialog under the script ('Add chart description' comes with the AI tutor). */
export function ScriptSpeech(props: ScriptSpeechProps) {
  return <ScriptSpeechControls text={props.script} />;
}
