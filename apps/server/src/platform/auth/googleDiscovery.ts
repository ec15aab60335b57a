import * as oidc from 'openid-client';

/** The OAuth client the operator registered with Google (GOOGLE_CLIENT_ID/SECRET, GOOGLE_ISSUER). */
export type GoogleClientSettings = { clientId: string; clientSecret: string; issuer: string };

/**
 * Google's endpoints, read from the issuer's discovery document on first use and kept; a failed
 * read is retried next time, so a server started offline still works once Google is reachable.
 * Sign-in and the Drive authorisation share the client, so they share this.
 */
export function lazyDiscovery(settings: GoogleClientSettings): () => Promise<oidc.Configuration> {
  let configuration: Promise<oidc.Configuration> | null = null;
  return () => {
    if (!configuration) {
      const issuer = new URL(settings.issuer);
      const insecure = issuer.protocol === 'http:'; // only a local test provider is served over http
      configuration = oidc
        .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
          execute: insecure ? [oidc.allowInsecureRequests] : [],
        })
        .catch((error: unknown) => {
          configuration = null;
          throw error;
        });
    }
    return configuration;
  };
}
