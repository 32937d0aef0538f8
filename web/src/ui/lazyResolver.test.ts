import { loginBody } from '@coachline/contract/auth';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazyResolver';

type Login = { email: string; password: string };
const options: ResolverOptions<Login> = { fields: {}, shouldUseNativeValidation: undefined };

describe('lazyResolver', () => {
  it("validates with the contract body's messages and submits what it parses to", async () => {
    const resolver = lazyResolver(async () => loginBody);
    const empty = await resolver({ email: '', password: '' }, undefined, options);
    expect(empty.errors.email?.message).toBe('The email field is required');
    expect(empty.errors.password?.message).toBe('The password field is required');
    const valid = await resolver(
      { email: ' Owner@Example.com ', password: 'x' },
      undefined,
      options,
    );
    expect(valid).toEqual({ values: { email: 'owner@example.com', password: 'x' }, errors: {} });
  });

  it('loads the body once, on the first validation or preload', async () => {
    const load = vi.fn(async () => loginBody);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await resolver.preload();
    await resolver({ email: '', password: '' }, undefined, options);
    await resolver({ email: 'a@b.co', password: 'x' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof loginBody>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(loginBody);
    const resolver = lazyResolver(load);
    await expect(resolver({ email: '', password: '' }, undefined, options)).rejects.toThrow();
    const retried = await resolver({ email: 'a@b.co', password: 'x' }, undefined, options);
    expect(retried.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
