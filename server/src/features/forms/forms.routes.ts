import { formEndpoints as api, maxFormUploadBytes } from '@coachline/contract/forms';
import multipart from '@fastify/multipart';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin, uploadedParts } from '../../platform/endpoints';
import * as publicForms from './forms.public';
import * as forms from './forms.service';

export const formsRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.list, ({ ctx, query }) => forms.list(deps, ctx, query)),
    handle(api.listAll, ({ ctx, query }) => forms.listAll(deps, ctx, query.search)),
    handle(api.allAssets, ({ ctx, query }) => forms.allAssets(deps, ctx, query.search)),
    handle(api.create, ({ ctx, body }) => forms.create(deps, ctx, body)),
    handle(api.rename, ({ ctx, body }) => forms.rename(deps, ctx, body.form_id, body.title)),
    handle(api.duplicate, ({ ctx, body }) => forms.duplicate(deps, ctx, body.form_id, body.title)),
    handle(api.remove, ({ ctx, body }) => forms.remove(deps, ctx, body.form_id)),
    handle(api.details, ({ ctx, params }) => forms.details(deps, ctx, params.form)),
    handle(api.questions, ({ ctx, params }) => forms.questions(deps, ctx, params.form)),
    handle(api.update, ({ ctx, params, body }) => forms.update(deps, ctx, params.form, body)),
    handle(api.saveQuestion, ({ ctx, params, body }) =>
      forms.saveQuestion(deps, ctx, params.form, body),
    ),
    handle(api.duplicateQuestion, ({ ctx, params }) =>
      forms.duplicateQuestion(deps, ctx, params.question),
    ),
    handle(api.removeQuestion, ({ ctx, params }) =>
      forms.removeQuestion(deps, ctx, params.question),
    ),
    handle(api.sortQuestions, ({ ctx, body }) => forms.sortQuestions(deps, ctx, body)),
    handle(api.sendToContact, ({ ctx, body }) => forms.sendToContact(deps, ctx, body)),
    handle(api.restrictFromContact, ({ ctx, body }) => forms.restrictFromContact(deps, ctx, body)),
    handle(api.setEnableDisable, ({ ctx, body }) => forms.setEnableDisable(deps, ctx, body)),
    handle(api.setFormDisable, ({ ctx, body }) => forms.setFormDisable(deps, ctx, body)),
    handle(api.contactForms, ({ ctx, params, query }) =>
      forms.contactForms(deps, ctx, params.contact, query),
    ),
    handle(api.contactEnableDisable, ({ ctx, body }) =>
      forms.contactEnableDisable(deps, ctx, body),
    ),
  ]);

/** The public form's calls: no session, the form's public key instead. */
export const formPublicRoutes = (deps: Deps) =>
  routesPlugin(
    [
      handle(api.publicForm, ({ params }) => publicForms.publicForm(deps, params.key)),
      handle(api.publicSubmit, ({ params, body, request }) =>
        publicForms.publicSubmit(deps, params.key, body, request.ip),
      ),
      handle(api.publicUpload, ({ params, request }) =>
        publicForms.publicUpload(deps, params.key, uploadedParts(request), request.ip),
      ),
    ],
    // Multipart only for the upload: one file, streamed to storage, never buffered whole.
    async (app) => {
      await app.register(multipart, {
        preservePath: true,
        limits: { fileSize: maxFormUploadBytes, files: 2, fields: 5 },
      });
    },
  );
