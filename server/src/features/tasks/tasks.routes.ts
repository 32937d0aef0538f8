import { taskEndpoints as api } from '@coachline/contract/tasks';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as tasks from './tasks.service';

export const tasksRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.listAll, ({ ctx, query }) => tasks.listAll(deps, ctx, query)),
    handle(api.userTaskAll, ({ ctx, query }) => tasks.userTaskAll(deps, ctx, query)),
    handle(api.assignees, ({ ctx }) => tasks.assignees(deps, ctx)),
    handle(api.details, ({ ctx, params }) => tasks.details(deps, ctx, params.task)),
    handle(api.create, ({ ctx, body }) => tasks.create(deps, ctx, body)),
    handle(api.update, ({ ctx, params, body }) => tasks.update(deps, ctx, params.task, body)),
    handle(api.done, ({ ctx, params, body }) => tasks.setDone(deps, ctx, params.task, body.done)),
    handle(api.delete, ({ ctx, params }) => tasks.remove(deps, ctx, params.task)),
    handle(api.addContact, ({ ctx, body }) =>
      tasks.addContacts(deps, ctx, body.task_id, body.selection),
    ),
    handle(api.removeContact, ({ ctx, body }) =>
      tasks.removeContacts(deps, ctx, body.task_id, body.selection),
    ),
  ]);
