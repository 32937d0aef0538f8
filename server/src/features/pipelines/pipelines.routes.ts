import { pipelineEndpoints as api } from '@coachline/contract/pipelines';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as pipelines from './pipelines.service';

export const pipelinesRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.listAll, ({ ctx }) => pipelines.listAll(deps, ctx)),
    handle(api.list, ({ ctx, query }) => pipelines.list(deps, ctx, query)),
    handle(api.categories, async ({ ctx }) => pipelines.categories(ctx)),
    handle(api.categoryStage, async ({ ctx, query }) =>
      pipelines.categoryStages(ctx, query.category),
    ),
    handle(api.masterStage, ({ ctx }) => pipelines.masterStages(deps, ctx)),
    handle(api.stages, ({ ctx, params }) => pipelines.stages(deps, ctx, params.pipeline)),
    handle(api.stageInfo, ({ ctx, params, query }) =>
      pipelines.stageInfo(deps, ctx, params.pipeline, params.stage, query),
    ),
    handle(api.history, ({ ctx, params, query }) =>
      pipelines.history(deps, ctx, params.pipeline, query),
    ),
    handle(api.analytics, ({ ctx, params }) => pipelines.analytics(deps, ctx, params.pipeline)),
    handle(api.rename, ({ ctx, body }) => pipelines.rename(deps, ctx, body.pipeline_id, body.name)),
    handle(api.changeOrder, ({ ctx, body }) => pipelines.changeOrder(deps, ctx, body.orders)),
    handle(api.updateStages, ({ ctx, body }) =>
      pipelines.updateStages(deps, ctx, body.pipeline_id, body.stages),
    ),
    handle(api.addContact, ({ ctx, body }) => pipelines.addContact(deps, ctx, body)),
    handle(api.removeContact, ({ ctx, body }) => pipelines.removeContact(deps, ctx, body)),
    handle(api.create, ({ ctx, body }) => pipelines.create(deps, ctx, body)),
    handle(api.createFromTemplate, ({ ctx, body }) =>
      pipelines.createFromTemplate(deps, ctx, body),
    ),
    handle(api.update, ({ ctx, body }) => pipelines.update(deps, ctx, body)),
    handle(api.createStage, ({ ctx, params, body }) =>
      pipelines.createStage(deps, ctx, params.pipeline, body),
    ),
    handle(api.renameStage, ({ ctx, body }) =>
      pipelines.renameStage(deps, ctx, body.stage_id, body.name),
    ),
    handle(api.deleteStage, ({ ctx, body }) => pipelines.deleteStage(deps, ctx, body)),
    handle(api.contactsAdd, ({ ctx, params, body }) =>
      pipelines.contactsAdd(deps, ctx, params.pipeline, body),
    ),
    handle(api.duplicate, ({ ctx, body }) => pipelines.duplicate(deps, ctx, body.pipeline_id)),
    handle(api.stageChange, ({ ctx, params, body }) =>
      pipelines.stageChange(deps, ctx, params.contact, body),
    ),
    handle(api.sortLeads, ({ ctx, body }) =>
      pipelines.sortLeads(deps, ctx, body.stage, body.sorting),
    ),
    handle(api.addNotes, ({ ctx, body }) => pipelines.addNotes(deps, ctx, body)),
    handle(api.updateMaster, ({ ctx, params }) =>
      pipelines.updateMaster(deps, ctx, params.pipeline),
    ),
    handle(api.remove, ({ ctx, body }) => pipelines.remove(deps, ctx, body.pipeline_id)),
    handle(api.contactPipelines, ({ ctx, params }) =>
      pipelines.contactPipelines(deps, ctx, params.contact),
    ),
  ]);
