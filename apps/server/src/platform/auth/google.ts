import * as oidc from 'openid-client';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { lazyDiscovery, type GoogleClientSettings } from './googleDiscovery';
import type { SignInIdentity } from './userService';

/** The short-lived state of one sign-in attempt, kept in a signed cookie between redirect and callback. */
export type PendingLogin = { state: string; nonce: string; verifier: string };

/**
 * Google OpenID Connect (authorization code + PKCE). Discovery is lazy and cached, and retried after
 * a failure, so a server started offline still serves pages and signs in once Google is reachable.
 */
export class GoogleSignIn {
  private readonly config: () => Promise<oidc.Configuration>;

  constructor(private readonly settings: GoogleClientSettings) {
    this.config = lazyDiscovery(settings);
  }

  async startLogin(redirectUri: string): Promise<{ url: string; pending: PendingLogin }> {
    const config = await this.config();
    const pending: PendingLogin = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    return { url: url.href, pending };
  }

  async finishLogin(currentUrl: URL, pending: PendingLogin): Promise<SignInIdentity> {
    const config = await this.config();
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The sign-in provider returned no ID token');
    return identityFromClaims(claims);
  }

  /** Verifies a Google Identity Services credential (an ID token) sent by the page. */
  async verifyCredential(credential: string): Promise<SignInIdentity> {
    const config = await this.config();
    const metadata = config.serverMetadata();
    if (!metadata.jwks_uri) throw new Error('The sign-in provider publishes no keys');
    const { payload } = await jwtVerify(
      credential,
      createRemoteJWKSet(new URL(metadata.jwks_uri)),
      {
        issuer: metadata.issuer,
        audience: this.settings.clientId,
      },
    );
    return identityFromClaims(payload);
  }
}

function identityFromClaims(claims: Record<string, unknown>): SignInIdentity {
  const email = typeof claims.email === 'string' ? claims.email : '';
  if (!claims.sub || !email)
    throw new Error('The sign-in provider did not share an e-mail address');
  if (claims.email_verified === false)
    throw new Error('Your Google e-mail address is not verified');
  return {
    uid: String(claims.sub),
    email,
    name: typeof claims.name === 'string' ? claims.name : null,
    picture: typeof claims.picture === 'string' ? claims.picture : null,
    method: 'google',
  };
}
