// A narrated video made through the API as the editor makes one: slide pictures uploaded, a story
// with a script per slide, a render job followed to its end. For the video bench and the
// memory-limit test (issue #31).
import sharp from 'sharp';
import { sleep } from './load.mjs';

/**
 * Calls the API as a signed-in user; throws with the answer on anything but success. A busy
 * answer (503, the server's back-pressure) is tried again after its Retry-After, as the app does.
 */
export function apiCaller(base, cookie) {
  return async (method, url, body) => {
    let response;
    for (let attempt = 0; attempt < 30; attempt++) {
      response = await fetch(`${base}${url}`, {
        method,
        headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (response.status !== 503) break;
      await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
    }
    if (!response.ok)
      throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
}

/** A slide picture as the editor draws one (750x1334 PNG), different for every `i`. */
export function slidePng(i, heading) {
  const bars = Array.from({ length: 10 }, (_, k) => {
    const h = 60 + ((i * 53 + k * 97) % 400);
    return `<rect x="${70 + k * 62}" y="${1250 - h}" width="44" height="${h}" fill="hsl(${(i * 36) % 360},55%,45%)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="1334"><rect width="750" height="1334" fill="#fff"/><rect x="40" y="60" width="670" height="420" rx="16" fill="hsl(${(i * 36 + 180) % 360},60%,85%)"/><text x="70" y="160" font-size="56" font-family="sans-serif" fill="#222">${heading}</text>${bars}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Uploads the pictures as slide previews; their URLs, in order. */
export async function uploadSlidePictures(base, call, pictures) {
  const urls = [];
  for (const png of pictures) {
    const { presignedUrl, fileUrl } = await call('POST', '/api/upload/presigned-url', {
      filename: 'slide.png',
      purpose: 'slide-preview',
    });
    const put = await fetch(new URL(presignedUrl, base), {
      method: 'PUT',
      headers: { 'content-type': 'image/png', origin: base },
      body: png,
    });
    if (!put.ok) throw new Error(`upload: ${put.status}`);
    urls.push(fileUrl);
  }
  return urls;
}

/** Starts a render of `storyId` with `voice` and waits for it; the job's last status. */
export async function renderVideo(call, { storyId, voice, imageUrls }) {
  const { jobId } = await call('POST', '/api/videos/render', {
    storyId,
    voice,
    title: 'Bench video',
    slides: imageUrls.map((imageUrl, index) => ({ index, imageUrl })),
  });
  for (;;) {
    const status = await call('GET', `/api/videos/render/${jobId}`);
    if (status.status === 'done' || status.status === 'failed') return status;
    await sleep(100);
  }
}
