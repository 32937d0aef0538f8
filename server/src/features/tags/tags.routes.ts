import { statusMessageResponse } from '@coachline/contract/auth';
import {
  bulkResultResponse,
  contactPage,
  tagBody,
  tagContactListQuery,
  tagContactsBody,
  tagEditBody,
  tagListResponse,
  tagResponse,
} from '@coachline/contract/contacts';
import { dbIdText } from '@coachline/contract/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import * as tags from './tags.service';

const openapiTags = ['tags'];
const tagParam = z.object({ tag: dbIdText });

export const tagsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/tag/list',
      { schema: { tags: openapiTags, response: { 200: tagListResponse } } },
      (request) => tags.list(deps, ctxOf(request)),
    );
    app.post(
      '/tag/create',
      { schema: { tags: openapiTags, body: tagBody, response: { 200: tagResponse } } },
      (request) => tags.create(deps, ctxOf(request), request.body),
    );
    app.patch(
      '/tag/edit-tag',
      { schema: { tags: openapiTags, body: tagEditBody, response: { 200: tagResponse } } },
      (request) => tags.edit(deps, ctxOf(request), request.body),
    );
    app.delete(
      '/tag/:tag/delete',
      { schema: { tags: openapiTags, params: tagParam, response: { 200: statusMessageResponse } } },
      (request) => tags.remove(deps, ctxOf(request), request.params.tag),
    );
    app.patch(
      '/tag/add-contact',
      {
        schema: { tags: openapiTags, body: tagContactsBody, response: { 200: bulkResultResponse } },
      },
      (request) =>
        tags.addToContacts(deps, ctxOf(request), request.body.tag_ids, request.body.selection),
    );
    app.patch(
      '/tag/remove-contact',
      {
        schema: { tags: openapiTags, body: tagContactsBody, response: { 200: bulkResultResponse } },
      },
      (request) =>
        tags.removeFromContacts(deps, ctxOf(request), request.body.tag_ids, request.body.selection),
    );
    app.get(
      '/tag/contact-list',
      {
        schema: {
          tags: openapiTags,
          querystring: tagContactListQuery,
          response: { 200: contactPage },
        },
      },
      (request) => tags.contacts(deps, ctxOf(request), request.query),
    );
  };
