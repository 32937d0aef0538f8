import { statusMessageResponse } from '@coachline/contract/auth';
import {
  bulkResultResponse,
  contactPage,
  groupAddContactsBody,
  groupBody,
  groupContactListQuery,
  groupListQuery,
  groupPage,
  groupResponse,
  userGroupsResponse,
} from '@coachline/contract/contacts';
import { dbIdText } from '@coachline/contract/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import * as groups from './groups.service';

const tags = ['groups'];
const groupParam = z.object({ group: dbIdText });

export const groupsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/group/lists',
      { schema: { tags, querystring: groupListQuery, response: { 200: groupPage } } },
      (request) => groups.list(deps, ctxOf(request), request.query),
    );
    app.get(
      '/group/contact-list',
      { schema: { tags, querystring: groupContactListQuery, response: { 200: contactPage } } },
      (request) => groups.contactList(deps, ctxOf(request), request.query),
    );
    app.get(
      '/group/user-groups',
      { schema: { tags, response: { 200: userGroupsResponse } } },
      (request) => groups.userGroups(deps, ctxOf(request)),
    );
    app.post(
      '/group/create-group',
      { schema: { tags, body: groupBody, response: { 200: groupResponse } } },
      (request) => groups.create(deps, ctxOf(request), request.body),
    );
    app.post(
      '/group/:group/edit-group',
      { schema: { tags, params: groupParam, body: groupBody, response: { 200: groupResponse } } },
      (request) => groups.edit(deps, ctxOf(request), request.params.group, request.body),
    );
    app.delete(
      '/group/:group/delete',
      { schema: { tags, params: groupParam, response: { 200: statusMessageResponse } } },
      (request) => groups.remove(deps, ctxOf(request), request.params.group),
    );
    app.patch(
      '/group/add-contacts',
      { schema: { tags, body: groupAddContactsBody, response: { 200: bulkResultResponse } } },
      (request) =>
        groups.addContacts(deps, ctxOf(request), request.body.group_id, request.body.selection),
    );
  };
