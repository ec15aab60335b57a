import { expect } from 'vitest';
import type { ImageSearchResponse, PresignedUrlResponse } from '@dsb/core';
import { TEST_ORIGIN, getAs, type TestApp } from '../../platform/test/testApp';

/** Uploads as the browser does: presign with the file name, then PUT the bytes. */
export async function uploadImage(
  app: TestApp,
  cookie: string,
  filename: string,
  bytes: Buffer,
  contentType = 'image/png',
  purpose?: 'image' | 'slide-preview',
): Promise<string> {
  const presigned = await app.inject({
    method: 'POST',
    url: '/api/upload/presigned-url',
    headers: { cookie, origin: TEST_ORIGIN },
    payload: { filename, ...(purpose ? { purpose } : {}) },
  });
  expect(presigned.statusCode, presigned.body).toBe(200);
  const { presignedUrl, fileUrl } = presigned.json<PresignedUrlResponse>();
  const put = await app.inject({
    method: 'PUT',
    url: presignedUrl,
    headers: { origin: TEST_ORIGIN, 'content-type': contentType },
    payload: bytes,
  });
  expect(put.statusCode, put.body).toBe(200);
  return fileUrl;
}

/** GET /api/images/search (or /api/gifs/search) and the parsed answer. */
export async function searchMedia(
  app: TestApp,
  cookie: string | undefined,
  params: Record<string, string>,
  kind: 'images' | 'gifs' = 'images',
) {
  const response = await getAs(app, `/api/${kind}/search?${new URLSearchParams(params)}`, cookie);
  return { response, body: response.json<ImageSearchResponse>() };
}
