// The package ships JavaScript only; espeak.ts describes the part of its API the app uses.
declare module '@echogarden/espeak-ng-emscripten' {
  const createEspeak: () => Promise<unknown>;
  export default createEspeak;
}
