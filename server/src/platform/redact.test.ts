import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact';

describe('redactUrl', () => {
  it('hides token segments and query strings, keeping the path’s shape', () => {
    expect(redactUrl('/api/v3/developer/1/aLgpNeTzLhvz0QD1-AO0habtXXkLKpWePYO3LK8vVDM/login')).toBe(
      '/api/v3/developer/1/:redacted/login',
    );
    expect(
      redactUrl('/password/aLgpNeTzLhvz0QD1-AO0habtXXkLKpWePYO3LK8vVDM/reset?email=a@b.co'),
    ).toBe('/password/:redacted/reset');
    expect(redactUrl('/api/v3/contact/list?search=ann')).toBe('/api/v3/contact/list');
  });
});
