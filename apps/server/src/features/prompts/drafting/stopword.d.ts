// The stopword package ships no types; only its English list is used here.
declare module 'stopword' {
  export const eng: readonly string[];
}
