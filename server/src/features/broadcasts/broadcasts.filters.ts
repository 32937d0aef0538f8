import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { broadcasts } from './broadcasts.tables';

// What other features' statements borrow from the broadcasts.

/** How many broadcast drafts were made from the template (a column of the caller's query). */
export function draftsOfTemplate(accountId: SQLWrapper, templateId: SQLWrapper): SQL<number> {
  return sql<number>`(select count(*)::int from ${broadcasts} where ${broadcasts.accountId} = ${accountId} and ${broadcasts.templateId} = ${templateId} and ${broadcasts.status} = 'saved' and ${broadcasts.deletedAt} is null)`;
}
