import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

// The sign-in pages load no zod up front (bench/run.mjs measures /login). Their forms, and the
// registration's, validate with the contract's body as useContractForm does, but fetch the body
// and the zod resolver on the first validation.

/** A resolver for the contract body `load` imports, loaded once; `preload` starts it early. */
export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  preload: () => Promise<unknown>;
};

/**
 * `useForm({ resolver: lazyResolver(() => import('@coachline/contract/auth').then((m) =>
 * m.loginBody)) })`, created once per module so the loaded resolver is shared by every render.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
): LazyResolver<Input, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  const preload = () => {
    ready ??= Promise.all([load(), import('./contractResolver')]).then(
      ([body, { contractResolver }]) => contractResolver(body),
      (error: unknown) => {
        // A chunk that failed to load (a dropped connection) is fetched again next time.
        ready = undefined;
        throw error;
      },
    );
    return ready;
  };
  const resolve: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await preload())(values, context, options);
  return Object.assign(resolve, { preload });
}
