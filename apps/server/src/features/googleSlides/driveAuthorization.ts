import * as oidc from 'openid-client';
import { lazyDiscovery, type GoogleClientSettings } from '../../platform/auth/googleDiscovery';

/** The one scope the export asks for: files this app creates, nothing else of the user's Drive. */
export const DRIVE_FILE_SCOPE = 'https://www.googleapis.com/auth/drive.file';

/** Google's default lifetime, used when a token answer does not say. */
const DEFAULT_EXPIRES_IN_SECONDS = 3600;

/** One authorisation attempt, kept in a signed cookie between the popup's redirect and callback. */
export type PendingDriveAuthorization = {
  state: string;
  verifier: string;
  /** The app user and session that started it: the callback must come back to the same ones. */
  userId: string;
  session: string;
};

export type DriveTokens = {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
  scope: string;
};

/** Google no longer honours the authorisation (revoked, expired refresh token): connect again. */
export class DriveAuthorizationExpired extends Error {}
/** The person unticked the Drive permission on Google's consent screen. */
export class DriveScopeNotGranted extends Error {}

/**
 * The Google Drive authorisation behind the Google Slides export: OAuth 2 authorization code with
 * PKCE for the drive.file scope, offline access (a refresh token), through the same Google client
 * and discovery document as sign-in. The tokens it returns stay on the server.
 */
export class GoogleDriveAuthorization {
  private readonly config: () => Promise<oidc.Configuration>;

  constructor(settings: GoogleClientSettings) {
    this.config = lazyDiscovery(settings);
  }

  async start(
    redirectUri: string,
    binding: { userId: string; session: string; loginHint?: string },
  ): Promise<{ url: string; pending: PendingDriveAuthorization }> {
    const config = await this.config();
    const pending: PendingDriveAuthorization = {
      state: oidc.randomState(),
      verifier: oidc.randomPKCECodeVerifier(),
      userId: binding.userId,
      session: binding.session,
    };
    const url = oidc.buildAuthorizationUrl(config, {
      // Normalised as the callback's own address will be (`:80` dropped): Google compares exactly.
      redirect_uri: new URL(redirectUri).href,
      scope: DRIVE_FILE_SCOPE,
      state: pending.state,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
      // A refresh token, so one consent lasts beyond the hour an access token lives.
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      ...(binding.loginHint ? { login_hint: binding.loginHint } : {}),
    });
    return { url: url.href, pending };
  }

  /** Exchanges the callback's code for tokens; throws DriveScopeNotGranted without drive.file. */
  async finish(currentUrl: URL, pending: PendingDriveAuthorization): Promise<DriveTokens> {
    const config = await this.config();
    const answer = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      idTokenExpected: false,
    });
    // OAuth 2.0 (RFC 6749, section 5.1): no scope in the answer means the scope asked for was
    // granted.
    const scope = answer.scope ?? DRIVE_FILE_SCOPE;
    if (!scope.split(' ').includes(DRIVE_FILE_SCOPE)) {
      throw new DriveScopeNotGranted('The Google Drive permission was not granted');
    }
    return tokensFrom(answer, null, scope);
  }

  /** A new access token from the refresh token (Google keeps the same refresh token). */
  async refresh(refreshToken: string, scope: string): Promise<DriveTokens> {
    const config = await this.config();
    try {
      const answer = await oidc.refreshTokenGrant(config, refreshToken);
      return tokensFrom(answer, refreshToken, answer.scope ?? scope);
    } catch (error) {
      // invalid_grant: revoked or expired; anything else (Google unreachable) is not the user's doing.
      if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') {
        throw new DriveAuthorizationExpired('Google refused the refresh token', { cause: error });
      }
      throw error;
    }
  }
}

function tokensFrom(
  answer: oidc.TokenEndpointResponse,
  previousRefreshToken: string | null,
  scope: string,
): DriveTokens {
  const expiresIn = answer.expires_in ?? DEFAULT_EXPIRES_IN_SECONDS;
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? previousRefreshToken,
    expiresAt: new Date(Date.now() + expiresIn * 1000),
    scope,
  };
}
