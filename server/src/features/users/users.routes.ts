import {
  changePasswordBody,
  killStatusBody,
  planLimitResponse,
  statusMessageResponse,
  unreadCountResponse,
  updateProfileBody,
  updateUserBody,
  userResponse,
} from '@coachline/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import * as users from './users.service';

const tags = ['users'];

export const usersRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.patch(
      '/user/update-profile',
      { schema: { tags, body: updateProfileBody, response: { 200: userResponse } } },
      (request) => users.updateProfile(deps, ctxOf(request), request.body),
    );
    app.post(
      '/user/change-password',
      { schema: { tags, body: changePasswordBody, response: { 200: statusMessageResponse } } },
      async (request) => ({
        status: 1 as const,
        message: await users.changePassword(deps, ctxOf(request), request.body),
      }),
    );
    app.patch(
      '/user/update',
      { schema: { tags, body: updateUserBody, response: { 200: userResponse } } },
      (request) => users.updatePrimaryAccount(deps, ctxOf(request), request.body),
    );
    app.post(
      '/user/update-kill-status',
      { schema: { tags, body: killStatusBody, response: { 200: userResponse } } },
      (request) => users.updateKillStatus(deps, ctxOf(request), request.body),
    );
    app.get(
      '/notification/unread-count',
      { schema: { tags, response: { 200: unreadCountResponse } } },
      (request) => users.unreadCounts(deps, ctxOf(request)),
    );
    app.get(
      '/membership/plan-limit',
      { schema: { tags, response: { 200: planLimitResponse } } },
      (request) => users.planLimit(deps, ctxOf(request)),
    );
  };
