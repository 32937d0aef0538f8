import { playbookEndpoints as api, canvaZipMaxBytes } from '@coachline/contract/playbooks';
import multipart from '@fastify/multipart';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin, uploadedParts } from '../../platform/endpoints';
import * as canva from './playbooks.canva';
import * as playbooks from './playbooks.service';

export const playbooksRoutes = (deps: Deps) =>
  routesPlugin(
    [
      handle(api.list, ({ ctx, query }) => playbooks.list(deps, ctx, query)),
      handle(api.listAll, ({ ctx, query }) => playbooks.listAll(deps, ctx, query.search)),
      handle(api.create, ({ ctx, body }) => playbooks.create(deps, ctx, body)),
      handle(api.rename, ({ ctx, body }) =>
        playbooks.rename(deps, ctx, body.playbook_id, body.title),
      ),
      handle(api.duplicate, ({ ctx, body }) =>
        playbooks.duplicate(deps, ctx, body.playbook_id, body.title),
      ),
      handle(api.remove, ({ ctx, body }) => playbooks.remove(deps, ctx, body.playbook_id)),
      handle(api.details, ({ ctx, params }) => playbooks.details(deps, ctx, params.playbook)),
      handle(api.updateSettings, ({ ctx, params, body }) =>
        playbooks.updateSettings(deps, ctx, params.playbook, body),
      ),
      handle(api.configuration, ({ ctx }) => playbooks.configuration(ctx)),
      handle(api.pinUnpin, ({ ctx, params, body }) =>
        playbooks.pinUnpin(deps, ctx, params.playbook, body.is_pinned),
      ),
      handle(api.enableDisableAllClients, ({ ctx, params, body }) =>
        playbooks.enableDisableAllClients(deps, ctx, params.playbook, body.all_clients),
      ),
      handle(api.categories, ({ ctx }) => playbooks.categories(deps, ctx)),
      handle(api.createCategory, ({ ctx, body }) => playbooks.createCategory(deps, ctx, body.name)),
      handle(api.deleteCategory, ({ ctx, body }) =>
        playbooks.deleteCategory(deps, ctx, body.category_id),
      ),
      handle(api.smartSteps, ({ ctx }) => playbooks.smartSteps(ctx)),
      handle(api.blankStep, ({ ctx, body }) => playbooks.blankStep(deps, ctx, body)),
      handle(api.updateStep, ({ ctx, params, body }) =>
        playbooks.updateStep(deps, ctx, params.step, body),
      ),
      handle(api.removeStep, ({ ctx, params }) => playbooks.removeStep(deps, ctx, params.step)),
      handle(api.sortSteps, ({ ctx, params, body }) =>
        playbooks.sortSteps(deps, ctx, params.playbook, body.step_ids),
      ),
      handle(api.build, ({ ctx, request }) => canva.build(deps, ctx, uploadedParts(request))),
      handle(api.steps, ({ ctx, query }) => canva.steps(deps, ctx, query.playbook_id)),
      handle(api.archive, ({ ctx, body }) => canva.setArchived(deps, ctx, body, true)),
      handle(api.restore, ({ ctx, body }) => canva.setArchived(deps, ctx, body, false)),
      handle(api.degroup, ({ ctx, body }) => canva.degroup(deps, ctx, body)),
      handle(api.saveTab, ({ ctx, params, body }) =>
        playbooks.saveTab(deps, ctx, params.step, body),
      ),
      handle(api.removeTab, ({ ctx, params }) => playbooks.removeTab(deps, ctx, params.tab)),
      handle(api.sortTabs, ({ ctx, params, body }) =>
        playbooks.sortTabs(deps, ctx, params.step, body.tab_ids),
      ),
      handle(api.saveDownload, ({ ctx, params, body }) =>
        playbooks.saveDownload(deps, ctx, params.playbook, body),
      ),
      handle(api.removeDownload, ({ ctx, params }) =>
        playbooks.removeItem(deps, ctx, 'download', params.playbook_download),
      ),
      handle(api.saveFaq, ({ ctx, params, body }) =>
        playbooks.saveFaq(deps, ctx, params.playbook, body),
      ),
      handle(api.removeFaq, ({ ctx, params }) =>
        playbooks.removeItem(deps, ctx, 'faq', params.faq),
      ),
      handle(api.customButtons, ({ ctx, params }) =>
        playbooks.customButtons(deps, ctx, params.playbook),
      ),
      handle(api.saveButton, ({ ctx, body }) => playbooks.saveButton(deps, ctx, body)),
      handle(api.removeButton, ({ ctx, params }) =>
        playbooks.removeItem(deps, ctx, 'button', params.playbook_button),
      ),
      handle(api.sortCustomButtons, ({ ctx, body }) =>
        playbooks.sortButtons(deps, ctx, 'custom', body),
      ),
      handle(api.sortActionButtons, ({ ctx, body }) =>
        playbooks.sortButtons(deps, ctx, 'action', body),
      ),
      handle(api.sendToContact, ({ ctx, body }) => playbooks.sendToContact(deps, ctx, body)),
      handle(api.restrictFromContact, ({ ctx, body }) =>
        playbooks.restrictFromContact(deps, ctx, body),
      ),
      handle(api.users, ({ ctx, params, query }) =>
        playbooks.users(deps, ctx, params.playbook, query),
      ),
      handle(api.resend, ({ ctx, params, body }) =>
        playbooks.resend(deps, ctx, params.playbook, body.contact_ids),
      ),
      handle(api.contactPlaybooks, ({ ctx, params, query }) =>
        playbooks.contactPlaybooks(deps, ctx, params.contact, query),
      ),
      handle(api.questions, ({ ctx, query }) => playbooks.questions(deps, ctx, query)),
      handle(api.deleteQuestions, ({ ctx, body }) => playbooks.deleteQuestions(deps, ctx, body)),
      handle(api.questionToFaq, ({ ctx, body }) => playbooks.questionToFaq(deps, ctx, body)),
      handle(api.analytics, ({ ctx, query }) => playbooks.analytics(deps, ctx, query.playbook_id)),
    ],
    async (app) => {
      await app.register(multipart, {
        limits: { fileSize: canvaZipMaxBytes, files: 1, fields: 5, parts: 6 },
      });
    },
  );
