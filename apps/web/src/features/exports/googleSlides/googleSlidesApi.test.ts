import { describe, expect, it } from 'vitest';
import { GOOGLE_AUTH_REQUIRED_CODE, GOOGLE_SLIDES_MESSAGES } from '@dsb/core';
import { ApiError } from '../../../lib/http';
import { googleExportFailure } from './googleSlidesApi';

const api = (status: number, error: string, extra = {}) =>
  new ApiError(status, error, { error, ...extra });

describe('what the Google Slides modal says for a failed export', () => {
  it("offers 'Retry Authentication' only for Google's own authorisation", () => {
    expect(
      googleExportFailure(
        api(401, GOOGLE_SLIDES_MESSAGES.authExpired, { code: GOOGLE_AUTH_REQUIRED_CODE }),
      ),
    ).toEqual({ message: GOOGLE_SLIDES_MESSAGES.authExpired, authRelated: true, tips: false });
    // Signed out of the app itself: a new Google authorisation would not help.
    expect(googleExportFailure(api(401, 'Authentication required'))).toEqual({
      message: GOOGLE_SLIDES_MESSAGES.userAuthFailed,
      authRelated: false,
      tips: false,
    });
  });

  it('shows the too-large message with tips, the quota message, and unknown for the rest', () => {
    expect(googleExportFailure(api(413, GOOGLE_SLIDES_MESSAGES.tooLargeServer))).toEqual({
      message: GOOGLE_SLIDES_MESSAGES.tooLarge,
      authRelated: false,
      tips: true,
    });
    expect(googleExportFailure(api(429, GOOGLE_SLIDES_MESSAGES.quota)).message).toBe(
      GOOGLE_SLIDES_MESSAGES.quota,
    );
    expect(googleExportFailure(api(400, 'slides: No slides to export')).message).toBe(
      'slides: No slides to export',
    );
    expect(googleExportFailure(api(503, 'busy')).message).toBe(GOOGLE_SLIDES_MESSAGES.unknown);
    expect(googleExportFailure(new TypeError('Failed to fetch')).message).toBe(
      GOOGLE_SLIDES_MESSAGES.unknown,
    );
  });
});
