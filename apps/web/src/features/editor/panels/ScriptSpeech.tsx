/** What the speech controls receive (spec 1 §2 "Script panel"). */
export interface ScriptSpeechProps {
  script: string;
  slideIndex: number;
}

/**
 * SLOT for Speak / Stop, the voice settings dialog and 'Add chart description to script'
 * (another engineer builds them): render them here. Shows nothing until then.
 */
export function ScriptSpeech(_props: ScriptSpeechProps) {
  return null;
}
