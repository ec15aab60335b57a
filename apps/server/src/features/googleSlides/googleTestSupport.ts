import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import JSZip from 'jszip';
import { DRIVE_FILE_SCOPE } from './driveAuthorization';
import { GOOGLE_SLIDES_TYPE, PPTX_TYPE } from './driveUpload';

/**
 * A local stand-in of the Google endpoints the Google Slides export uses, for tests only (server
 * tests and apps/web/e2e/google-slides.spec.ts): the discovery document, a consent page whose
 * Allow button redirects back, the token endpoint (PKCE checked, refresh tokens) and Drive's
 * resumable upload, which "converts" the .pptx by reading its slides and notes. It answers in
 * Google's shapes and can be told to fail the way Google does.
 */

export type StandInDeck = {
  id: string;
  name: string;
  mimeType: string;
  /** The speaker notes of each slide, in order ('' for none), read from the uploaded .pptx. */
  notes: string[];
  pictures: number;
  /** Each picture's alt text (its descr), in order. */
  altTexts: string[];
};

export type GoogleStandIn = {
  /** Use as GOOGLE_ISSUER and GOOGLE_API_BASE_URL. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  decks: StandInDeck[];
  /** Every access and refresh token handed out (to check none reaches a page). */
  issuedTokens: string[];
  /** Requests as [method, path] in order. */
  requests: Array<[string, string]>;
  /** The callback address the consent page's Allow button leads to for this authorize URL. */
  approve: (authorizeUrl: string) => string;
  /** Makes the next upload answer this (Google's error shape); once. */
  failNextUpload: (status: number, reason: string) => void;
  /** Makes every refresh answer invalid_grant (a revoked authorisation). */
  revokeRefreshTokens: () => void;
  /** Forgets every access token (they expired), so uploads with them get 401. */
  expireAccessTokens: () => void;
  /** The scope the token endpoint says it granted (default drive.file). */
  grantScope: (scope: string) => void;
  close: () => Promise<void>;
};

type PendingCode = { challenge: string; redirectUri: string; scope: string };

const token = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const json = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
};
const googleError = (res: ServerResponse, status: number, reason: string, message = reason) =>
  json(res, status, { error: { code: status, message, errors: [{ reason, message }] } });

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Slides and notes of a .pptx, as Drive's conversion would keep them. */
async function readDeck(
  bytes: Buffer,
): Promise<Pick<StandInDeck, 'notes' | 'pictures' | 'altTexts'>> {
  const zip = await JSZip.loadAsync(bytes);
  const slideNames = Object.keys(zip.files)
    .map((name) => /^ppt\/slides\/slide(\d+)\.xml$/.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]));
  const notes: string[] = [];
  let pictures = 0;
  const altTexts: string[] = [];
  for (const [name, number] of slideNames.map((m) => [m[0], m[1]] as const)) {
    const slide = await zip.file(name)!.async('string');
    pictures += (slide.match(/<p:pic>/g) ?? []).length;
    for (const [, descr] of slide.matchAll(/<p:cNvPr [^>]*descr="([^"]*)"/g)) {
      altTexts.push(unescapeXml(descr!));
    }
    const rels = await zip.file(`ppt/slides/_rels/slide${number}.xml.rels`)?.async('string');
    const notesTarget = rels && /Target="\.\.\/notesSlides\/(notesSlide\d+\.xml)"/.exec(rels)?.[1];
    const notesXml = notesTarget
      ? await zip.file(`ppt/notesSlides/${notesTarget}`)?.async('string')
      : undefined;
    // The notes body is the placeholder of type "body"; slide-number fields hold digits only.
    const body = notesXml?.split('<p:sp>').find((shape) => shape.includes('type="body"')) ?? '';
    notes.push([...body.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]).join(''));
  }
  return { notes, pictures, altTexts };
}

export async function startGoogleStandIn(): Promise<GoogleStandIn> {
  const clientId = 'standin-client.apps.example';
  const clientSecret = token('secret-');
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Map<string, string>(); // token -> scope
  const uploads = new Map<string, { name: string; mimeType: string }>();
  const decks: StandInDeck[] = [];
  const issuedTokens: string[] = [];
  const requests: Array<[string, string]> = [];
  let nextUploadFailure: { status: number; reason: string } | null = null;
  let refreshRevoked = false;
  let grantedScope = DRIVE_FILE_SCOPE;
  let baseUrl = '';

  const issue = (scope: string, withRefresh: boolean) => {
    const access = token('ya29.standin-');
    accessTokens.add(access);
    issuedTokens.push(access);
    const answer: Record<string, unknown> = {
      access_token: access,
      token_type: 'Bearer',
      expires_in: 3599,
      scope,
    };
    if (withRefresh) {
      const refresh = token('1//standin-');
      refreshTokens.set(refresh, scope);
      issuedTokens.push(refresh);
      answer.refresh_token = refresh;
    }
    return answer;
  };

  const approve = (authorizeUrl: string) => {
    const url = new URL(authorizeUrl);
    const q = url.searchParams;
    const code = token('4/standin-');
    codes.set(code, {
      challenge: q.get('code_challenge') ?? '',
      redirectUri: q.get('redirect_uri') ?? '',
      scope: q.get('scope') ?? '',
    });
    const back = new URL(q.get('redirect_uri')!);
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.get('state') ?? '');
    return back.href;
  };

  const consentPage = (url: URL) => {
    const allow = `/o/oauth2/v2/auth/allow?${url.searchParams.toString()}`;
    const deny = new URL(url.searchParams.get('redirect_uri') ?? baseUrl);
    deny.searchParams.set('error', 'access_denied');
    deny.searchParams.set('state', url.searchParams.get('state') ?? '');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in - Google Accounts (stand-in)</title></head>
<body><main><h1>Data Story Builder wants to access your Google Account</h1>
<p>This will allow Data Story Builder to see, edit, create and delete only the specific Google Drive files you use with this app.</p>
<p><a href="${deny.href.replace(/"/g, '&quot;')}">Cancel</a> <a id="allow" href="${allow.replace(/"/g, '&quot;')}">Allow</a></p></main></body></html>`;
  };

  const handleToken = async (req: IncomingMessage, res: ServerResponse) => {
    const form = new URLSearchParams((await readBody(req)).toString('utf8'));
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const [id, secret] = basic
      ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent)
      : [form.get('client_id'), form.get('client_secret')];
    if (id !== clientId || secret !== clientSecret)
      return json(res, 401, { error: 'invalid_client' });
    if (form.get('grant_type') === 'authorization_code') {
      const pending = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (
        !pending ||
        pending.redirectUri !== form.get('redirect_uri') ||
        s256(form.get('code_verifier') ?? '') !== pending.challenge
      ) {
        return json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      }
      return json(res, 200, issue(grantedScope, true));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const scope = refreshTokens.get(form.get('refresh_token') ?? '');
      if (refreshRevoked || scope === undefined) {
        return json(res, 400, {
          error: 'invalid_grant',
          error_description: 'Token has been expired or revoked.',
        });
      }
      return json(res, 200, issue(scope, false));
    }
    return json(res, 400, { error: 'unsupported_grant_type' });
  };

  const handleUpload = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const body = await readBody(req);
    if (!bearer || !accessTokens.has(bearer)) {
      return googleError(res, 401, 'authError', 'Request had invalid authentication credentials.');
    }
    if (nextUploadFailure) {
      const { status, reason } = nextUploadFailure;
      nextUploadFailure = null;
      return googleError(res, status, reason);
    }
    if (req.method === 'POST' && url.searchParams.get('uploadType') === 'resumable') {
      const metadata = JSON.parse(body.toString('utf8')) as { name?: string; mimeType?: string };
      if (req.headers['x-upload-content-type'] !== PPTX_TYPE) {
        return googleError(res, 400, 'badContent', 'X-Upload-Content-Type must be a .pptx');
      }
      const uploadId = token('upload-');
      uploads.set(uploadId, {
        name: metadata.name ?? 'Untitled',
        mimeType: metadata.mimeType ?? '',
      });
      res.writeHead(200, {
        location: `${baseUrl}/upload/drive/v3/files?uploadType=resumable&upload_id=${uploadId}`,
      });
      return res.end();
    }
    const upload = uploads.get(url.searchParams.get('upload_id') ?? '');
    if (req.method !== 'PUT' || !upload) return googleError(res, 404, 'notFound');
    uploads.delete(url.searchParams.get('upload_id')!);
    if (Number(req.headers['content-length']) !== body.length) {
      return googleError(res, 400, 'badContent', 'Content-Length does not match');
    }
    const id = token('1standin');
    decks.push({ id, ...upload, ...(await readDeck(body)) });
    return json(res, 200, {
      id,
      webViewLink: `${baseUrl}/presentation/d/${id}/edit`,
      mimeType: upload.mimeType === GOOGLE_SLIDES_TYPE ? GOOGLE_SLIDES_TYPE : PPTX_TYPE,
    });
  };

  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', baseUrl);
    requests.push([req.method ?? 'GET', url.pathname]);
    void (async () => {
      if (url.pathname === '/.well-known/openid-configuration') {
        return json(res, 200, {
          issuer: baseUrl,
          authorization_endpoint: `${baseUrl}/o/oauth2/v2/auth`,
          token_endpoint: `${baseUrl}/token`,
          response_types_supported: ['code'],
          code_challenge_methods_supported: ['S256'],
        });
      }
      if (url.pathname === '/o/oauth2/v2/auth') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(consentPage(url));
      }
      if (url.pathname === '/o/oauth2/v2/auth/allow') {
        res.writeHead(302, { location: approve(`${baseUrl}/o/oauth2/v2/auth${url.search}`) });
        return res.end();
      }
      if (url.pathname === '/token' && req.method === 'POST') return handleToken(req, res);
      if (url.pathname === '/upload/drive/v3/files') return handleUpload(req, res, url);
      const deck = decks.find((d) => url.pathname === `/presentation/d/${d.id}/edit`);
      if (deck) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          `<!doctype html><title>${deck.name} - Google Slides (stand-in)</title><h1>${deck.name}</h1><p>${deck.notes.length} slides</p>`,
        );
      }
      return googleError(res, 404, 'notFound');
    })().catch((error: unknown) => googleError(res, 500, 'backendError', String(error)));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    clientId,
    clientSecret,
    decks,
    issuedTokens,
    requests,
    approve,
    failNextUpload: (status, reason) => {
      nextUploadFailure = { status, reason };
    },
    revokeRefreshTokens: () => {
      refreshRevoked = true;
    },
    expireAccessTokens: () => accessTokens.clear(),
    grantScope: (scope) => {
      grantedScope = scope;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
