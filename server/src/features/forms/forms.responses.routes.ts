import { formEndpoints as api } from '@coachline/contract/forms';
import type { FastifyReply } from 'fastify';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import { contentDisposition } from '../../platform/files';
import * as responses from './forms.responses.service';

type Download = { fileName: string; contentType: string; body: NodeJS.ReadableStream };

/** A made file (a PDF, a CSV) as a download, named; never shown in the page. */
const sendDownload = (reply: FastifyReply, file: Download) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .send(file.body);

const pdf = ({ fileName, document }: { fileName: string; document: NodeJS.ReadableStream }) => ({
  fileName,
  contentType: 'application/pdf',
  body: document,
});

/** A form's responses and analytics, signed in (the data scope). */
export const formResponsesRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.respondents, ({ ctx, query }) => responses.respondents(deps, ctx, query)),
    handle(api.viewResponse, ({ ctx, query }) => responses.viewResponse(deps, ctx, query)),
    handle(api.downloadResponse, async ({ ctx, query, reply }) =>
      sendDownload(reply, pdf(await responses.responseDocument(deps, ctx, query))),
    ),
    handle(api.deleteSubmitted, ({ ctx, body }) => responses.deleteSubmitted(deps, ctx, body)),
    handle(api.analytics, ({ ctx, query }) => responses.analytics(deps, ctx, query.form_id)),
    handle(api.downloadAnalytics, async ({ ctx, params, reply }) =>
      sendDownload(reply, pdf(await responses.analyticsDocument(deps, ctx, params.form))),
    ),
    handle(api.downloadAnalyticsCsv, async ({ ctx, params, reply }) => {
      const { fileName, body } = await responses.analyticsCsv(deps, ctx, params.form);
      return sendDownload(reply, { fileName, contentType: 'text/csv; charset=utf-8', body });
    }),
  ]);

/** A response's public page (FormPublicResponse): no session, found by its random key. */
export const formResponsesPublicRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.viewPublicResponse, ({ query }) => responses.viewPublicResponse(deps, query)),
  ]);
