/** Browser speech for a slide's script; the editor's script panel mounts ScriptSpeechControls. */
export { ScriptSpeechControls, type ScriptSpeechControlsProps } from './ScriptSpeechControls';
