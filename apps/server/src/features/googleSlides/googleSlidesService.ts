import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_STORY_TITLE,
  GOOGLE_AUTH_REQUIRED_CODE,
  GOOGLE_SLIDES_MAX_IMAGE_CHARS,
  GOOGLE_SLIDES_MESSAGES,
  type GoogleSlidesExportResponse,
  type googleSlidesExportBodySchema,
} from '@dsb/core';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { googleDriveTokens } from './tables';
import { HttpError } from '../../platform/http/errors';
import {
  DriveAuthorizationExpired,
  type DriveTokens,
  type GoogleDriveAuthorization,
} from './driveAuthorization';
import { GoogleApiError, presentationUrlOf, uploadPresentation } from './driveUpload';
import { buildDeck, deckImageOf, type DeckSlide } from './slideDeck';
import type { SecretCipher } from '../../platform/crypto/secretCipher';

/**
 * Google Slides export (issue #15 item 4): the user's Drive authorisation, kept here and never
 * shown to a page, and the export itself: the slides become a .pptx that Drive converts into a
 * Google Slides presentation (docs/decisions/0033).
 */

export type GoogleSlidesDeps = {
  db: Db;
  authorization: GoogleDriveAuthorization;
  cipher: SecretCipher;
  apiBaseUrl: string;
  /** For failures the user sees only as a short message. */
  warn: (details: Record<string, unknown>, message: string) => void;
};

export type GoogleSlidesExport = z.output<typeof googleSlidesExportBodySchema>;

/** An access token this close to expiry is refreshed before use. */
const EXPIRY_MARGIN_MS = 60_000;

/** A 401 a new Google authorisation fixes: the modal offers 'Retry Authentication'. */
const needsAuthorization = (message: string) =>
  new HttpError(401, message, { code: GOOGLE_AUTH_REQUIRED_CODE });

export async function saveDriveTokens(
  deps: GoogleSlidesDeps,
  userId: string,
  tokens: DriveTokens,
): Promise<void> {
  const row = {
    accessToken: deps.cipher.encrypt(tokens.accessToken),
    refreshToken: tokens.refreshToken ? deps.cipher.encrypt(tokens.refreshToken) : null,
    expiresAt: tokens.expiresAt,
    scope: tokens.scope,
  };
  await deps.db
    .insert(googleDriveTokens)
    .values({ userId, ...row })
    .onConflictDoUpdate({
      target: googleDriveTokens.userId,
      // A consent without a refresh token (Google sends it only the first time) keeps the old one.
      set: {
        ...row,
        refreshToken: row.refreshToken ?? sql`${googleDriveTokens.refreshToken}`,
        updatedAt: new Date(),
      },
    });
}

async function forgetDriveTokens(deps: GoogleSlidesDeps, userId: string): Promise<void> {
  await deps.db.delete(googleDriveTokens).where(eq(googleDriveTokens.userId, userId));
}

/** The stored tokens, decrypted; null when there are none or this server's key cannot read them. */
async function storedTokens(deps: GoogleSlidesDeps, userId: string): Promise<DriveTokens | null> {
  const [row] = await deps.db
    .select()
    .from(googleDriveTokens)
    .where(eq(googleDriveTokens.userId, userId));
  if (!row) return null;
  const accessToken = deps.cipher.decrypt(row.accessToken);
  const refreshToken = row.refreshToken ? deps.cipher.decrypt(row.refreshToken) : null;
  if (accessToken === null) return null;
  return { accessToken, refreshToken, expiresAt: row.expiresAt, scope: row.scope };
}

const usable = (tokens: DriveTokens) =>
  tokens.expiresAt.getTime() - EXPIRY_MARGIN_MS > Date.now() || tokens.refreshToken !== null;

/**
 * GET /api/google/verify: whether the user has a Drive authorisation that can still be used (an
 * unexpired access token, or a refresh token). Google is not asked: a revoked authorisation shows
 * up at the export as 'Your Google authorization has expired', which asks for a new one.
 */
export async function hasDriveAuthorization(
  deps: GoogleSlidesDeps,
  userId: string,
): Promise<boolean> {
  const tokens = await storedTokens(deps, userId);
  return tokens !== null && usable(tokens);
}

/** New tokens from the refresh token, saved; an authorisation Google refuses is forgotten (401). */
async function refreshed(
  deps: GoogleSlidesDeps,
  userId: string,
  tokens: DriveTokens,
): Promise<DriveTokens> {
  if (!tokens.refreshToken) {
    await forgetDriveTokens(deps, userId);
    throw needsAuthorization(GOOGLE_SLIDES_MESSAGES.authExpired);
  }
  try {
    const next = await deps.authorization.refresh(tokens.refreshToken, tokens.scope);
    await saveDriveTokens(deps, userId, next);
    return next;
  } catch (error) {
    if (error instanceof DriveAuthorizationExpired) {
      await forgetDriveTokens(deps, userId);
      throw needsAuthorization(GOOGLE_SLIDES_MESSAGES.authExpired);
    }
    deps.warn({ err: error }, 'Google token refresh failed');
    throw new HttpError(502, GOOGLE_SLIDES_MESSAGES.unknown);
  }
}

/** The slides as the deck takes them, in story order; 413 or 400 for pictures it cannot take. */
function deckSlidesOf(slides: GoogleSlidesExport['slides']): DeckSlide[] {
  const ordered = [...slides].sort((a, b) => a.index - b.index);
  if (ordered.some((slide) => slide.imageData.length > GOOGLE_SLIDES_MAX_IMAGE_CHARS)) {
    throw new HttpError(413, GOOGLE_SLIDES_MESSAGES.tooLargeServer);
  }
  return ordered.map((slide) => {
    const image = deckImageOf(slide.imageData);
    if (!image) throw new HttpError(400, GOOGLE_SLIDES_MESSAGES.imageNotPicture(slide.index + 1));
    return { ...image, script: slide.script, altText: slide.altText };
  });
}

/**
 * What the user is told for a Google failure (docs/product/exports.md); the detail goes to the log.
 */
function reportGoogleFailure(deps: GoogleSlidesDeps, error: GoogleApiError): HttpError {
  deps.warn(
    { status: error.status, failure: error.failure, detail: error.detail },
    'Google Slides export failed',
  );
  switch (error.failure) {
    case 'auth':
      return needsAuthorization(GOOGLE_SLIDES_MESSAGES.authExpired);
    case 'quota':
      return new HttpError(429, GOOGLE_SLIDES_MESSAGES.quota);
    case 'tooLarge':
      return new HttpError(413, GOOGLE_SLIDES_MESSAGES.tooLargeServer);
    default:
      return new HttpError(502, GOOGLE_SLIDES_MESSAGES.unknown);
  }
}

/** POST /api/google/slides: makes the presentation in the user's Drive and says where it opens. */
export async function exportToGoogleSlides(
  deps: GoogleSlidesDeps,
  userId: string,
  body: GoogleSlidesExport,
): Promise<GoogleSlidesExportResponse> {
  const slides = deckSlidesOf(body.slides);
  let tokens = await storedTokens(deps, userId);
  if (!tokens) throw needsAuthorization(GOOGLE_SLIDES_MESSAGES.authFailed);
  if (tokens.expiresAt.getTime() - EXPIRY_MARGIN_MS <= Date.now()) {
    tokens = await refreshed(deps, userId, tokens);
  }
  const title = body.title || DEFAULT_STORY_TITLE;
  const pptx = await buildDeck(title, slides);
  const attempt = async (accessToken: string) => {
    try {
      return await uploadPresentation({ apiBaseUrl: deps.apiBaseUrl, accessToken, title, pptx });
    } catch (error) {
      if (error instanceof GoogleApiError) return error;
      throw error;
    }
  };

  let result = await attempt(tokens.accessToken);
  // An access token Google stopped taking early (revoked, clock skew): one refresh, one retry.
  if (result instanceof GoogleApiError && result.failure === 'auth' && tokens.refreshToken) {
    tokens = await refreshed(deps, userId, tokens);
    result = await attempt(tokens.accessToken);
  }
  if (result instanceof GoogleApiError) {
    if (result.failure === 'auth') await forgetDriveTokens(deps, userId);
    throw reportGoogleFailure(deps, result);
  }
  return { presentationUrl: presentationUrlOf(result) };
}
