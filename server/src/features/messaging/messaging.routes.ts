import { testMessageEndpoints as api } from '@coachline/contract/test-messages';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as testMessages from './test-messages.service';

export const messagingRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.emailPreview, ({ ctx, body }) => testMessages.previewEmail(deps, ctx, body)),
    handle(api.smsPreview, ({ ctx, body }) => testMessages.previewSms(deps, ctx, body)),
  ]);
