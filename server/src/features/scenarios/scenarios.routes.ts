import {
  scenarioEndpoints as api,
  scenarioCategoryEndpoints as category,
  scenarioContentEndpoints as content,
  portalScenarioEndpoints as portal,
  scenarioStepEndpoints as step,
} from '@coachline/contract/scenarios';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as scenarios from './scenarios.service';

/** The coach's calls on scenarios, their categories, steps and contents (inside the data scope). */
export const scenariosRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.list, ({ ctx, query }) => scenarios.list(deps, ctx, query)),
    handle(api.all, ({ ctx }) => scenarios.all(deps, ctx)),
    handle(api.contacts, ({ ctx, params, query }) =>
      scenarios.scenarioContacts(deps, ctx, params.scenario, query),
    ),
    handle(api.ofContact, ({ ctx, params }) =>
      scenarios.contactScenarios(deps, ctx, params.contact),
    ),
    handle(api.tags, ({ ctx, params }) => scenarios.scenarioTags(deps, ctx, params.scenario)),
    handle(api.brandingSettings, ({ ctx, params }) =>
      scenarios.brandingSettings(deps, ctx, params.scenario),
    ),
    handle(api.create, ({ ctx, body }) => scenarios.create(deps, ctx, body)),
    handle(api.assignContacts, ({ ctx, params, body }) =>
      scenarios.assignContacts(deps, ctx, params.scenario, body.selection),
    ),
    handle(api.bulkAssignContacts, ({ ctx, body }) =>
      scenarios.bulkAssignContacts(deps, ctx, body),
    ),
    handle(api.bulkRestrictContacts, ({ ctx, body }) =>
      scenarios.bulkRestrictContacts(deps, ctx, body),
    ),
    handle(api.updateTags, ({ ctx, params, body }) =>
      scenarios.updateTags(deps, ctx, params.scenario, body),
    ),
    handle(api.resetPreview, ({ ctx, params }) =>
      scenarios.resetPreview(deps, ctx, params.scenario),
    ),
    handle(api.duplicate, ({ ctx, params, body }) =>
      scenarios.duplicate(deps, ctx, params.scenario, body),
    ),
    handle(api.bulkDuplicate, ({ ctx, body }) => scenarios.bulkDuplicate(deps, ctx, body)),
    handle(api.bulkDelete, ({ ctx, body }) => scenarios.bulkDelete(deps, ctx, body.ids)),
    handle(api.pauseContact, ({ ctx, params }) =>
      scenarios.setContactStatus(deps, ctx, params.scenario, params.contact, 'paused'),
    ),
    handle(api.resumeContact, ({ ctx, params }) =>
      scenarios.setContactStatus(deps, ctx, params.scenario, params.contact, 'active'),
    ),
    handle(api.update, ({ ctx, params, body }) =>
      scenarios.update(deps, ctx, params.scenario, body),
    ),
    handle(api.updateBrandingSettings, ({ ctx, params, body }) =>
      scenarios.updateBrandingSettings(deps, ctx, params.scenario, body.branding_settings),
    ),
    handle(api.reorder, ({ ctx, body }) => scenarios.reorder(deps, ctx, body.onboarding_scenarios)),
    handle(api.remove, ({ ctx, params }) => scenarios.remove(deps, ctx, params.scenario)),
    // Categories.
    handle(category.list, ({ ctx, params }) => scenarios.categories(deps, ctx, params.scenario)),
    handle(category.create, ({ ctx, body }) => scenarios.createCategory(deps, ctx, body)),
    handle(category.update, ({ ctx, params, body }) =>
      scenarios.updateCategory(deps, ctx, params.scenario_category, body),
    ),
    handle(category.remove, ({ ctx, params }) =>
      scenarios.removeCategory(deps, ctx, params.scenario_category),
    ),
    handle(category.reorder, ({ ctx, params, body }) =>
      scenarios.reorderCategories(deps, ctx, params.scenario, body.onboarding_categories),
    ),
    // Steps.
    handle(step.list, ({ ctx, params }) => scenarios.steps(deps, ctx, params.scenario_category)),
    handle(step.create, ({ ctx, body }) => scenarios.createStep(deps, ctx, body)),
    handle(step.update, ({ ctx, params, body }) =>
      scenarios.updateStep(deps, ctx, params.scenario_step, body),
    ),
    handle(step.remove, ({ ctx, params }) => scenarios.removeStep(deps, ctx, params.scenario_step)),
    handle(step.reorder, ({ ctx, params, body }) =>
      scenarios.reorderSteps(deps, ctx, params.scenario_category, body.onboarding_steps),
    ),
    handle(step.markCompleted, ({ ctx, params, body }) =>
      scenarios.markCompleted(deps, ctx, params.scenario_step, body),
    ),
    handle(step.markIncomplete, ({ ctx, params, body }) =>
      scenarios.markIncomplete(deps, ctx, params.scenario_step, body),
    ),
    handle(step.attachContent, ({ ctx, params, body }) =>
      scenarios.attachContent(deps, ctx, params.scenario_step, body),
    ),
    handle(step.updateContentsOrder, ({ ctx, params, body }) =>
      scenarios.updateContentsOrder(deps, ctx, params.scenario_step, body.contents),
    ),
    handle(step.updateContent, ({ ctx, params, body }) =>
      scenarios.updateStepContent(deps, ctx, params.scenario_step, params.step_content, body.data),
    ),
    handle(step.detachContent, ({ ctx, params }) =>
      scenarios.detachContent(deps, ctx, params.scenario_step, params.step_content),
    ),
    // Contents.
    handle(content.list, ({ ctx, query }) => scenarios.contents(deps, ctx, query)),
    handle(content.create, ({ ctx, body }) => scenarios.createContent(deps, ctx, body.data)),
    handle(content.update, ({ ctx, params, body }) =>
      scenarios.updateContent(deps, ctx, params.scenario_content, body.data),
    ),
    handle(content.remove, ({ ctx, params }) =>
      scenarios.removeContent(deps, ctx, params.scenario_content),
    ),
  ]);

/** The signed-in contact's onboarding (beside portalRoutes). */
export const scenarioPortalRoutes = (deps: Deps) =>
  routesPlugin([
    handle(portal.onboarding, ({ ctx }) => scenarios.portalOnboarding(deps, ctx)),
    handle(portal.complete, ({ ctx, params }) =>
      scenarios.portalComplete(deps, ctx, params.scenario_step),
    ),
    handle(portal.incomplete, ({ ctx, params }) =>
      scenarios.portalIncomplete(deps, ctx, params.scenario_step),
    ),
  ]);
