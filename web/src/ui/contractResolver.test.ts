import { verifyBusinessBody } from '@coachline/contract/registration';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { contractResolver } from './contractResolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<
  Record<string, unknown>
>;

describe('contractResolver', () => {
  it('answers the contract body’s messages with field names as people read them', async () => {
    const resolve = contractResolver(verifyBusinessBody);
    const result = await resolve(
      { businessname: ' ', business_type: 'Gym', timezone: 'UTC' },
      undefined,
      options as never,
    );
    expect(result.errors.businessname?.message).toBe('The business name field is required');
  });

  it('answers the parsed values when the body accepts them', async () => {
    const resolve = contractResolver(verifyBusinessBody);
    const result = await resolve(
      { businessname: ' Iron Gym ', business_type: 'Gym', timezone: 'UTC' },
      undefined,
      options as never,
    );
    expect(result.values).toMatchObject({ businessname: 'Iron Gym' });
  });
});
