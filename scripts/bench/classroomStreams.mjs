// What a class sends, as open-loop streams (load.mjs): pupils saving their slides, classmates
// browsing prompts and searching evidence, and a monitor probing health. Shared by the classroom
// bench and the memory-limit test.
import { fetchPatiently } from './load.mjs';

export const SEARCHES = [
  'sea level',
  'is the planet getting hotter',
  'plastic',
  'how many people use the internet',
  'life expectancy',
  'renewable energy',
  'arctic ice',
  'population growth',
];

/**
 * Browser `index` of `browsers`: one request a second, in turn a prompt page, a prompt search and
 * a text and a vector evidence search. `patient` waits out 503 + Retry-After as the app does.
 */
export function browseStream(recorder, base, index, browsers, { patient = false } = {}) {
  let n = index;
  const get = patient ? (url) => fetchPatiently(url) : (url) => fetch(url);
  return {
    everyMs: 1000,
    offsetMs: (index * 1000) / browsers,
    fire: (scheduledAt) => {
      const query = encodeURIComponent(SEARCHES[n % SEARCHES.length]);
      const urls = [
        ['prompt list', `/api/prompts?limit=20&offset=${(n % 3) * 20}`],
        ['prompt search', `/api/prompts/search?query=${query}&type=semantic`],
        ['evidence search', `/api/evidence/search?query=${query}&searchType=text&limit=20`],
        ['evidence search', `/api/evidence/search?query=${query}&searchType=vector&limit=20`],
      ];
      const [name, url] = urls[n++ % urls.length];
      return recorder.timed(name, scheduledAt, () => get(`${base}${url}`));
    },
  };
}

export const healthStream = (recorder, base) => ({
  everyMs: 100,
  offsetMs: 0,
  fire: (scheduledAt) => recorder.timed('health', scheduledAt, () => fetch(`${base}/api/health`)),
});

/** Each pupil changes one slide every `everyMs`, staggered so saves arrive evenly. */
export const saveStreams = (recorder, pupils, everyMs, kind = 'patch') =>
  pupils.map((pupil, i) => ({
    everyMs,
    offsetMs: (i * everyMs) / pupils.length,
    fire: (scheduledAt) => pupil.queueSave(recorder, scheduledAt, kind),
  }));
