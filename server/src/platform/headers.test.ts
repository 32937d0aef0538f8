import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/server';
import { contentSecurityDirectives } from './csp';

const { app } = await createTestApp({ APP_URL: 'https://coach.example.test' });

/** The policy's directives, by name. */
const policyOf = (header: string | string[] | number | undefined) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('security headers', () => {
  it('limits scripts, images and connections to the app’s own origin', async () => {
    for (const url of ['/healthz', '/api/v3/auth/refresh', '/login']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const policy = policyOf(res.headers['content-security-policy']);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(policy.get('connect-src')).toEqual(["'self'", 'wss://coach.example.test']);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    }
  });

  it('names the plain ws origin for an app served over http, and never a scheme wildcard', () => {
    const directives = contentSecurityDirectives('http://localhost:3000');
    expect(directives.connectSrc).toEqual(["'self'", 'ws://localhost:3000']);
    for (const values of Object.values(directives))
      for (const value of values ?? []) expect(value).not.toMatch(/^(https?|wss?):$/);
  });
});
