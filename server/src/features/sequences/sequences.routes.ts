import { sequenceEndpoints as api } from '@coachline/contract/sequences';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as sequences from './sequences.service';

export const sequencesRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.listAll, ({ ctx }) => sequences.listAll(deps, ctx)),
    handle(api.lists, ({ ctx, query }) => sequences.lists(deps, ctx, query)),
    handle(api.messages, ({ ctx, params }) => sequences.messages(deps, ctx, params.sequence)),
    handle(api.analytics, ({ ctx, params, query }) =>
      sequences.analytics(deps, ctx, params.sequence, query.type),
    ),
    handle(api.users, ({ ctx, params, query }) =>
      sequences.users(deps, ctx, params.sequence, query),
    ),
    handle(api.schedules, ({ ctx, params }) => sequences.schedules(deps, ctx, params.message)),
    handle(api.detailAnalytics, ({ ctx, params }) =>
      sequences.detailAnalytics(deps, ctx, params.sequence),
    ),
    handle(api.subscribers, ({ ctx, params, query }) =>
      sequences.subscribers(deps, ctx, params.sequence, params.message, query),
    ),
    handle(api.addContact, ({ ctx, body }) =>
      sequences.addContact(deps, ctx, body.sequence_id, body.selection),
    ),
    handle(api.removeContact, ({ ctx, body }) =>
      sequences.removeContact(deps, ctx, body.sequence_id, body.selection),
    ),
    handle(api.create, ({ ctx, body }) => sequences.create(deps, ctx, body)),
    handle(api.duplicate, ({ ctx, body }) => sequences.duplicate(deps, ctx, body.sequence_id)),
    handle(api.scheduleSequence, ({ ctx, params, body }) =>
      sequences.scheduleSequence(deps, ctx, params.sequence, body.scheduled_at),
    ),
    handle(api.sendNow, ({ ctx, params, body }) =>
      sequences.sendNow(deps, ctx, params.sequence, body.message_id),
    ),
    handle(api.addMessage, ({ ctx, params, body }) =>
      sequences.addMessage(deps, ctx, params.sequence, body),
    ),
    handle(api.resend, ({ ctx, params, body }) =>
      sequences.resend(deps, ctx, params.sequence, params.message, body.only_unopened),
    ),
    handle(api.emailCount, ({ ctx, params, body }) =>
      sequences.emailCount(deps, ctx, params.sequence, body.selection),
    ),
    handle(api.update, ({ ctx, params, body }) =>
      sequences.update(deps, ctx, params.sequence, body),
    ),
    handle(api.rename, ({ ctx, body }) =>
      sequences.rename(deps, ctx, body.sequence_id, body.title),
    ),
    handle(api.sortMessages, ({ ctx, params, body }) =>
      sequences.sortMessages(deps, ctx, params.sequence, body.ids),
    ),
    handle(api.updateMessage, ({ ctx, params, body }) =>
      sequences.updateMessage(deps, ctx, params.sequence, body),
    ),
    handle(api.remove, ({ ctx, body }) => sequences.remove(deps, ctx, body.sequence_id)),
    handle(api.deleteUser, ({ ctx, body }) =>
      sequences.deleteUsers(deps, ctx, body.sequence_id, body.ids),
    ),
    handle(api.deleteMessage, ({ ctx, params, body }) =>
      sequences.deleteMessage(deps, ctx, params.sequence, body.message_id),
    ),
    handle(api.deleteSchedule, ({ ctx, params }) =>
      sequences.deleteSchedule(deps, ctx, params.sequence),
    ),
    handle(api.contactSequences, ({ ctx, params, query }) =>
      sequences.contactSequences(deps, ctx, params.contact, query),
    ),
  ]);
