import { describe, expect, it } from 'vitest';
import { LTI_CLAIMS, LTI_CUSTOM } from '@dsb/core';
import {
  autoPostPage,
  choiceRefusedPage,
  DEEP_LINK_DATA_CLAIM,
  deepLinkResponseClaims,
} from './deepLinking';

const input = {
  clientId: 'c',
  issuer: 'https://lms.example',
  deploymentId: 'd',
  data: null,
  title: 'Rain',
  launchUrl: 'https://app.example/lti/launch',
  linkId: 'link-1',
  scoreMaximum: null,
};

describe('deep linking (pure)', () => {
  it('asks for no gradebook column without a rubric, and echoes data only when the platform sent it', () => {
    const claims = deepLinkResponseClaims(input);
    expect(claims[LTI_CLAIMS.contentItems]).toEqual([
      {
        type: 'ltiResourceLink',
        title: 'Rain',
        url: 'https://app.example/lti/launch',
        custom: { [LTI_CUSTOM.linkId]: 'link-1' },
      },
    ]);
    expect(DEEP_LINK_DATA_CLAIM in claims).toBe(false);
    expect(deepLinkResponseClaims({ ...input, data: '' })[DEEP_LINK_DATA_CLAIM]).toBe('');
    expect(deepLinkResponseClaims(input).nonce).not.toBe(claims.nonce);
  });

  it('posts only to the return address, with a script allowed by its nonce alone', () => {
    const { html, csp } = autoPostPage('https://lms.example/dl/return?x=1', 'a.b.c', [
      'https://lms.example',
    ]);
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    expect(csp).toContain(`script-src 'nonce-${nonce}'`);
    expect(csp).toContain('form-action https://lms.example;');
    expect(csp).toContain("frame-ancestors 'self' https://lms.example");
    expect(html).toContain('action="https://lms.example/dl/return?x=1"');
  });

  it('escapes what the instructor typed when the choice is shown again', () => {
    const html = choiceRefusedPage('Bad', {
      requestId: 'r',
      token: 't',
      promptId: 'p',
      rubricId: '',
      title: '"><script>alert(1)</script>',
    });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});
