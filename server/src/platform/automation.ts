import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * What happens to contacts that may start an automation (issue 15 §2 triggers): told by the
 * feature where it happens, inside its transaction, so a journey starts exactly when the change
 * is kept. `contacts` are ids, or a subquery of ids for bulk changes. `depth` counts the journeys
 * whose actions led here (0 for a person's or a form's change): the journeys stop a loop with it.
 */
export type AutomationEvent = {
  accountId: number;
  contacts: number[] | SQL;
  depth?: number;
} & (
  | { type: 'contact_created'; source: 'manual' | 'import' | 'form' | 'webhook' }
  | { type: 'tag_added' | 'tag_removed'; tagIds: number[] }
  | { type: 'moved_to_tab'; tab: string }
  | { type: 'form_submitted'; formId: number }
  | { type: 'email_opened' | 'link_clicked' }
  | { type: 'sms_keyword'; text: string }
  | { type: 'webhook_received'; webhookId: number }
  | { type: 'pipeline_stage_changed'; pipelineId: number; stageId: number }
);

/** Where events go: the journeys' triggers (features/journeys), set once in buildApp. */
export type Automation = {
  fire: (db: Executor, event: AutomationEvent) => Promise<void>;
};
