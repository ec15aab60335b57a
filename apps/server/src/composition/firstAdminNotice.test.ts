import { describe, expect, it } from 'vitest';
import { firstAdminNotice } from './firstAdminNotice';

const link = {
  url: 'http://localhost:3000/auth/password/set?token=abc_DEF-123',
  expiresAt: new Date('2026-12-04T07:11:30Z'),
};
const local = {
  adminEmails: new Set(['admin@example.com']),
  devLoginEnabled: true,
  devLoginFromAnyAddress: false,
};

describe('firstAdminNotice', () => {
  it('frames the link on a line of its own, with when it expires', () => {
    const { block } = firstAdminNotice(link, local);
    const lines = block.split('\n');
    const rules = lines.filter((line) => /^=+$/.test(line));
    expect(rules).toHaveLength(2);
    expect(lines).toContain(`    ${link.url}`);
    expect(block).toContain('FIRST ADMINISTRATOR: no administrator account exists yet.');
    expect(block).toContain('until 2026-12-04 07:11 UTC');
  });

  it('says that the ADMIN_EMAILS address becomes an admin, as the README says', () => {
    const { block, logLine } = firstAdminNotice(link, local);
    const said =
      'Or sign in as admin@example.com: that address becomes an administrator at sign-in ' +
      '(the development sign-in form is offered on this computer only).';
    expect(block).toContain(said);
    expect(logLine).toContain(link.url);
    expect(logLine).toContain(said);
  });

  it('leaves that out when no address is made an admin (production without ADMIN_EMAILS)', () => {
    const settings = {
      adminEmails: new Set<string>(),
      devLoginEnabled: false,
      devLoginFromAnyAddress: false,
    };
    const { block, logLine } = firstAdminNotice(link, settings);
    expect(block).not.toContain('Or sign in');
    expect(logLine).not.toContain('Or sign in');
  });

  it('names every address, and development sign-in open to every computer', () => {
    const settings = {
      adminEmails: new Set(['a@s.org', 'b@s.org']),
      devLoginEnabled: true,
      devLoginFromAnyAddress: true,
    };
    expect(firstAdminNotice(link, settings).block).toContain(
      'Or sign in as a@s.org, b@s.org: each of them becomes an administrator at sign-in ' +
        '(the development sign-in form is offered to every computer).',
    );
  });
});
