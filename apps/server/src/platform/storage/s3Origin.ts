// Apart from s3.ts so that naming the bucket's origin (app.ts's security headers) does not load
// the AWS SDK, which a server without S3 never needs (docs/performance.md "Memory").
import type { S3Config } from '../config/config';

/**
 * The origin browsers reach the bucket at (presigned PUTs, redirected GETs): what the Content
 * Security Policy's connect-src and img-src must allow, and the bucket's CORS rules must answer.
 */
export function s3BrowserOrigin(config: S3Config): string {
  if (config.endpoint) return new URL(config.endpoint).origin;
  // The SDK addresses buckets by virtual host unless the name cannot be a DNS label.
  return config.bucket.includes('.')
    ? `https://s3.${config.region}.amazonaws.com`
    : `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
}
