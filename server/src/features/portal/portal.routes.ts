import {
  portalEndpoints as api,
  clientPortalContentEndpoints as content,
} from '@coachline/contract/portal';
import { clientMeta } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as calendar from '../calendar/calendar.service';
import * as portal from './portal.service';

/** The contact's client portal: its sign-in (public) and the signed-in contact's calls. */
export const portalRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.brand, ({ params }) => portal.brand(deps, params.account)),
    handle(api.signIn, ({ params, body, request }) =>
      portal.signIn(deps, params.account, body, clientMeta(request)),
    ),
    handle(api.forgotPassword, ({ params, body, request }) =>
      portal.forgotPassword(deps, params.account, body.email, request.ip),
    ),
    handle(api.setPassword, ({ body, request }) =>
      portal.setPassword(deps, body, clientMeta(request)),
    ),
    handle(api.signOut, ({ ctx }) => portal.signOut(deps, ctx)),
    handle(api.me, ({ ctx }) => portal.me(deps, ctx)),
    handle(api.home, ({ ctx }) => portal.home(deps, ctx)),
    handle(api.rewards, ({ ctx }) => portal.rewards(deps, ctx)),
    handle(api.playbooks, ({ ctx }) => portal.playbookList(deps, ctx)),
    handle(api.playbook, ({ ctx, params }) => portal.playbook(deps, ctx, params.playbook)),
    handle(api.completeStep, ({ ctx, params }) => portal.completeStep(deps, ctx, params)),
    handle(api.askQuestion, ({ ctx, params, body }) =>
      portal.askQuestion(deps, ctx, params.playbook, body),
    ),
    handle(api.pages, ({ ctx }) => portal.pageList(deps, ctx)),
    handle(api.page, ({ ctx, params }) => portal.page(deps, ctx, params.page)),
    handle(api.pageDownload, ({ ctx, params, reply }) =>
      portal.pageDownload(deps, ctx, params, reply),
    ),
    handle(api.forms, ({ ctx }) => portal.formList(deps, ctx)),
    handle(api.files, ({ ctx }) => portal.fileList(deps, ctx)),
    handle(api.fileDownload, ({ ctx, params, reply }) =>
      portal.fileDownload(deps, ctx, params.file, reply),
    ),
    handle(api.calendar, ({ ctx, query }) => calendar.portalCalendar(deps, ctx, query.date)),
    handle(api.chat, ({ ctx, query }) => portal.chat(deps, ctx, query.before_id)),
    handle(api.sendChat, ({ ctx, body }) => portal.sendChat(deps, ctx, body.message)),
  ]);

/** The coach's side: mailing a contact their portal link, and reading what their portal shows. */
export const portalAccessRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.resendLogin, ({ ctx, body }) => portal.resendLogin(deps, ctx, body.contact_id)),
    handle(content.playbooks, ({ ctx, query }) =>
      portal.previewPlaybooks(deps, ctx, query.contact_id),
    ),
    handle(content.pinnedPlaybooks, ({ ctx, query }) =>
      portal.previewPinnedPlaybooks(deps, ctx, query.contact_id),
    ),
    handle(content.playbookCategories, ({ ctx, query }) =>
      portal.previewPlaybookCategories(deps, ctx, query.contact_id),
    ),
    handle(content.pages, ({ ctx, query }) => portal.previewPages(deps, ctx, query.contact_id)),
    handle(content.forms, ({ ctx, query }) => portal.previewForms(deps, ctx, query.contact_id)),
    handle(content.files, ({ ctx, query }) => portal.previewFiles(deps, ctx, query.contact_id)),
  ]);
