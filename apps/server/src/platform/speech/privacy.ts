import { declarePrivacy } from '../privacy/declaration';

/** The speech service's audio cache. */
export const privacy = declarePrivacy({
  caches: {
    'narration audio (DATA_DIR/cache/speech)': {
      holds:
        "Spoken audio (WAV and MP3) of every text read aloud: pupils' slide scripts through Speak and narrated videos. Files are named by the SHA-256 of engine, voice and text, so none says whose text it is.",
      about: ['pupils'],
      purpose: 'Speaking a text once however often it is played or a video is rendered again.',
      export: { withheld: 'cannot be traced to a person; their videos carry the same audio' },
      deletion: {
        how: 'user deletion',
        detail:
          'Nothing links a file to a person, so the deletion hashes every slide script of the stories that go with them, in every voice, and removes those files.',
        leavesBehind:
          'Audio of text the person spoke that was never saved in a story (or was changed since), until it is pushed out.',
      },
      retention:
        'Until pushed out, least recently used first, once the folder passes TTS_CACHE_MB; it survives restarts.',
    },
  },
});
