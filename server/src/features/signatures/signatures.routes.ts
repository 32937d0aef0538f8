import { signatureEndpoints as api } from '@coachline/contract/signatures';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as signatures from './signatures.service';

export const signaturesRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.list, ({ ctx }) => signatures.list(deps, ctx)),
    handle(api.get, ({ ctx, query }) => signatures.get(deps, ctx, query.signature_id)),
    handle(api.store, ({ ctx, body }) => signatures.store(deps, ctx, body)),
    handle(api.remove, ({ ctx, params }) => signatures.remove(deps, ctx, params.signature)),
  ]);
