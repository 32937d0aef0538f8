import { describe, expect, it } from 'vitest';
import { domainName, verifyOutcome } from './email-domains';
import { messages } from './messages';

describe('a sending domain’s name', () => {
  it('is a host name, read lower-cased without its final dot', () => {
    expect(domainName.parse(' Mail.Gym.Example. ')).toBe('mail.gym.example');
    expect(domainName.parse('xn--bcher-kva.example')).toBe('xn--bcher-kva.example');
    for (const bad of [
      'localhost',
      'gym',
      '-gym.example',
      'gym-.example',
      'a b.example',
      'gym.c0m',
    ])
      expect(domainName.safeParse(bad).success, bad).toBe(false);
  });
});

describe('what a verify answer shows (002 §5, §8)', () => {
  it('errors joined by commas, else not verified, else success; status 0 its message', () => {
    const answer = { status: 1 as const, message: 'Verified!', errors: [], is_verified: true };
    expect(verifyOutcome(answer)).toEqual({ kind: 'success', text: 'Verified!' });
    expect(verifyOutcome({ ...answer, is_verified: false })).toEqual({
      kind: 'not-verified',
      text: messages.emailDomainNotVerified,
    });
    expect(verifyOutcome({ ...answer, is_verified: false, errors: ['No SPF', 'No DKIM'] })).toEqual(
      { kind: 'error', text: 'No SPF, No DKIM' },
    );
    expect(verifyOutcome({ ...answer, status: 0, message: 'DNS is down' })).toEqual({
      kind: 'error',
      text: 'DNS is down',
    });
  });
});
