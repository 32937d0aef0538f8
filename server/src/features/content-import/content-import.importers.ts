import type { ContentImportType } from '@coachline/contract/content-import';
import { buildPath } from '@coachline/contract/routes';
import { defaultHeadline, defaultSubheadline } from '@coachline/contract/styles';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import * as forms from '../forms/forms.service';
import * as pages from '../pages/pages.service';
import * as playbooks from '../playbooks/playbooks.service';
import * as templates from '../templates/templates.service';
import type { ContentItem } from './content-import.tables';

// How each kind of content is made in an account, through its area's service, so an import
// passes the same rules a coach's own request does.

type ItemOf<T extends ContentImportType> = Extract<ContentItem, { type: T }>;

type Made<T extends ContentImportType> = {
  /** Makes the item's first row and answers its id: the entry records it before the rest. */
  begin: (
    deps: Deps,
    ctx: RequestContext,
    item: ItemOf<T>,
    useSavedStyling: boolean,
  ) => Promise<number>;
  /** Fills in the rest (a form's questions, a playbook's steps). */
  finish: (deps: Deps, ctx: RequestContext, item: ItemOf<T>, id: number) => Promise<void>;
  /** Removes a half-made item a stopped run left, before it is made again. */
  remove: (deps: Deps, ctx: RequestContext, id: number) => Promise<void>;
  link: (id: number) => string;
};

/** The email templates category imported templates go in, made the first time. */
export const importedCategoryName = 'Imported content';
const emailKind = 1;

async function importedCategory(deps: Deps, ctx: RequestContext): Promise<number> {
  const { categories } = await templates.categories(deps, ctx, 'email');
  const found = categories.find((c) => c.name === importedCategoryName);
  if (found) return found.id;
  const { category } = await templates.createCategory(deps, ctx, {
    name: importedCategoryName,
    is_content: emailKind,
  });
  return category.id;
}

/**
 * The headline styles an item is made with: nothing to change for the account's saved styles
 * (each area's create applies them), else Coachline's own.
 */
const headlineStyles = (useSavedStyling: boolean) =>
  useSavedStyling ? {} : { headline_style: defaultHeadline, subheadline_style: defaultSubheadline };

/** A removal of what is gone already is no failure: the point was for it to be gone. */
async function removed(remove: () => Promise<unknown>) {
  try {
    await remove();
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'not_found')) throw error;
  }
}

const importers: { [T in ContentImportType]: Made<T> } = {
  form: {
    begin: async (deps, ctx, item, useSavedStyling) => {
      const { form } = await forms.create(deps, ctx, { title: item.title });
      await forms.update(deps, ctx, form.id, {
        subheadline: item.subheadline,
        ...headlineStyles(useSavedStyling),
      });
      return form.id;
    },
    finish: async (deps, ctx, item, id) => {
      for (const question of item.questions) {
        await forms.saveQuestion(deps, ctx, id, { ...question, description: '' });
      }
    },
    remove: (deps, ctx, id) => removed(() => forms.remove(deps, ctx, id)),
    link: (id) => buildPath('FormEdit', { form: String(id) }),
  },
  email_template: {
    begin: async (deps, ctx, item) => {
      const { template } = await templates.create(deps, ctx, {
        category_id: await importedCategory(deps, ctx),
        name: item.title,
        subject: item.subject,
        body: item.body,
      });
      return template.id;
    },
    finish: async () => {},
    remove: (deps, ctx, id) => removed(() => templates.remove(deps, ctx, id)),
    link: () => buildPath('TemplatesIndex'),
  },
  page: {
    begin: async (deps, ctx, item, useSavedStyling) => {
      const { page } = await pages.create(deps, ctx, { title: item.title });
      await pages.update(deps, ctx, page.id, {
        subheadline: item.subheadline,
        content: item.content,
        ...headlineStyles(useSavedStyling),
      });
      return page.id;
    },
    finish: async () => {},
    remove: (deps, ctx, id) => removed(() => pages.remove(deps, ctx, id)),
    link: (id) => buildPath('PageEdit', { page: String(id) }),
  },
  playbook: {
    begin: async (deps, ctx, item, useSavedStyling) => {
      const { playbook } = await playbooks.create(deps, ctx, { title: item.title });
      await playbooks.updateSettings(deps, ctx, playbook.id, {
        description: item.description,
        ...headlineStyles(useSavedStyling),
      });
      return playbook.id;
    },
    finish: async (deps, ctx, item, id) => {
      for (const { title, content } of item.steps) {
        const { step } = await playbooks.blankStep(deps, ctx, { playbook_id: id, title });
        if (content) await playbooks.updateStep(deps, ctx, step.id, { content });
      }
    },
    remove: (deps, ctx, id) => removed(() => playbooks.remove(deps, ctx, id)),
    link: (id) => buildPath('PlaybookEdit', { playbook: String(id) }),
  },
};

/** The importer of an item's own type, so it is handed only items of that type. */
export const importerOf = (item: ContentItem) => importers[item.type] as Made<ContentImportType>;
export const linkOf = (type: ContentImportType, id: number) => importers[type].link(id);
