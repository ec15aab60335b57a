/**
 * Speech for a slide's script (the browser's voices, else the server's); the editor's script panel
 * mounts ScriptSpeechControls, and the video export lists the server's voices.
 */
export { ScriptSpeechControls, type ScriptSpeechControlsProps } from './ScriptSpeechControls';
export { useCaptionsLanguage, useServerVoices } from './serverVoices';
export { rememberedStoryVoice } from './storyVoice';
