import type {
  ConditionRule,
  JourneyAction,
  JourneyTrigger,
  journeyLink,
} from '@coachline/contract/journeys';
import type { z } from 'zod';

// The one line a builder card says about its settings ("Tag “VIP” is added", "Wait 2 days"),
// with the names of the tags, tabs and users it refers to from the journey’s links, of forms from
// the forms area and of automation webhooks from Admin Settings (sequences come with the links). Null while the card names
// nothing yet: the card then says what it lacks.

type JourneyLink = z.output<typeof journeyLink>;
type NamedKind = JourneyLink['kind'] | 'form' | 'webhook';

/** The name of what a card refers to, by kind and id. */
export type LinkNames = (kind: NamedKind, id: unknown) => string | null;

/** Names from the journey's links and the forms and automation webhooks the user may see. */
export function linkNamesOf(
  links: readonly JourneyLink[] | undefined,
  forms: readonly { id: number; title: string }[] = [],
  webhooks: readonly { id: number; name: string }[] = [],
): LinkNames {
  const names = new Map<string, string>([
    ...(links ?? []).map((l) => [`${l.kind}:${l.id}`, l.name] as const),
    ...forms.map((f) => [`form:${f.id}`, f.title] as const),
    ...webhooks.map((w) => [`webhook:${w.id}`, w.name] as const),
  ]);
  return (kind, id) =>
    typeof id === 'number' || typeof id === 'string' ? (names.get(`${kind}:${id}`) ?? null) : null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const count = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** Long text cut to a card's line. */
const short = (value: string, max = 80) => (value.length > max ? `${value.slice(0, max)}…` : value);

const quoted = (name: string | null) => (name === null ? null : `“${name}”`);

const sourceWords: Record<string, string> = {
  any: 'Any new contact',
  manual: 'A contact added by hand',
  import: 'A contact imported',
  form: 'A contact from a form',
  webhook: 'A contact from a webhook',
};

export function triggerSummary(trigger: JourneyTrigger, names: LinkNames): string | null {
  const s = trigger.settings;
  switch (trigger.type) {
    case 'contact_created':
      return sourceWords[text(s.source) ?? 'any'] ?? null;
    case 'tag_added':
    case 'tag_removed': {
      const tag = quoted(names('tag', s.tag_id));
      if (tag === null) return null;
      return trigger.type === 'tag_added' ? `Tag ${tag} is added` : `Tag ${tag} is removed`;
    }
    case 'moved_to_tab': {
      const tab = text(s.tab);
      return tab === null ? null : `Moved to ${quoted(names('tab', tab) ?? tab)}`;
    }
    case 'form_submitted': {
      if (s.form_id === null || s.form_id === undefined) return 'Any form is submitted';
      const form = quoted(names('form', s.form_id));
      return form === null ? null : `${form} is submitted`;
    }
    case 'email_opened':
      return 'The contact opens an email';
    case 'link_clicked':
      return 'The contact clicks a link in an email';
    case 'sms_keyword': {
      const keyword = text(s.keyword);
      return keyword === null ? null : `An SMS starting with “${keyword}”`;
    }
    case 'webhook_received': {
      if (count(s.webhook_id) === null) return null;
      const webhook = quoted(names('webhook', s.webhook_id));
      // Only Admin Settings viewers know the location's webhooks by name.
      return webhook === null ? 'A webhook receives a lead' : `Webhook ${webhook} receives a lead`;
    }
    case 'birthday':
      return `On the contact’s birthday, from ${text(s.time) ?? '09:00'}`;
    case 'date_reached': {
      const field = quoted(names('field', s.field_key));
      if (field === null) return null;
      const days = count(s.offset_days) ?? 0;
      const when =
        days === 0
          ? 'On'
          : `${Math.abs(days)} ${Math.abs(days) === 1 ? 'day' : 'days'} ${days < 0 ? 'before' : 'after'}`;
      return `${when} ${field}, from ${text(s.time) ?? '09:00'}`;
    }
    case 'pipeline_stage_changed': {
      const pipeline = quoted(names('pipeline', s.pipeline_id));
      if (pipeline === null) return null;
      const stage = quoted(names('stage', s.stage_id));
      return stage === null ? `Moves in ${pipeline}` : `Reaches ${stage} in ${pipeline}`;
    }
  }
}

const fieldOperatorWords: Record<string, string> = {
  equals: 'is',
  not_equals: 'is not',
  contains: 'contains',
  is_empty: 'is empty',
  not_empty: 'is not empty',
};
const emailOperatorWords: Record<string, string> = {
  opened: 'was opened',
  not_opened: 'was not opened',
  clicked: 'was clicked',
  not_clicked: 'was not clicked',
};

/** One rule of an if/else in words ("has tag “VIP”", "first name is Ann"). */
export function ruleSummary(rule: Partial<ConditionRule>, names: LinkNames): string {
  switch (rule.kind) {
    case 'tag': {
      const tag = quoted(names('tag', rule.tag_id)) ?? 'a tag';
      return rule.op === 'has_not' ? `has no tag ${tag}` : `has tag ${tag}`;
    }
    case 'field': {
      const field = (rule.field ?? 'a field').replace(/_/g, ' ');
      const op = fieldOperatorWords[rule.op ?? 'equals'] ?? '';
      const valued = rule.op !== 'is_empty' && rule.op !== 'not_empty';
      return valued ? `${field} ${op} “${rule.value ?? ''}”` : `${field} ${op}`;
    }
    case 'last_email':
      return `the last email ${emailOperatorWords[rule.op ?? 'opened'] ?? ''}`;
    default:
      return 'a rule';
  }
}

const isRule = (value: unknown): value is Partial<ConditionRule> =>
  typeof value === 'object' && value !== null && 'kind' in value;

export function actionSummary(action: JourneyAction, names: LinkNames): string | null {
  const s = action.settings;
  switch (action.type) {
    case 'send_email': {
      const subject = text(s.subject);
      return subject === null ? null : `Subject: ${short(subject)}`;
    }
    case 'send_sms':
    case 'send_portal_message': {
      const message = text(action.type === 'send_sms' ? s.text : s.message);
      return message === null ? null : short(message);
    }
    case 'wait': {
      if (s.mode === 'time_of_day') {
        const time = text(s.time);
        return time === null ? null : `Until the next ${time}`;
      }
      const amount = count(s.amount);
      if (amount === null) return null;
      const unit = text(s.unit) ?? 'days';
      return `For ${amount} ${amount === 1 ? unit.replace(/s$/, '') : unit}`;
    }
    case 'condition': {
      const rules = Array.isArray(s.rules) ? s.rules.filter(isRule) : [];
      if (rules.length === 0) return null;
      const joiner = s.match === 'any' ? ' or ' : ' and ';
      return `If ${short(rules.map((r) => ruleSummary(r, names)).join(joiner), 120)}`;
    }
    case 'add_tag':
    case 'remove_tag':
      return quoted(names('tag', s.tag_id));
    case 'move_to_tab': {
      const tab = text(s.tab);
      return tab === null ? null : `To ${quoted(names('tab', tab) ?? tab)}`;
    }
    case 'set_last_action':
      return text(s.last_action);
    case 'create_task': {
      const title = text(s.title);
      if (title === null) return null;
      const due = count(s.due_in_days);
      const assignee = names('user', s.assignee_id);
      return [
        short(title),
        due === null ? null : due === 0 ? 'due the same day' : `due in ${due} days`,
        assignee === null ? null : `for ${assignee}`,
      ]
        .filter(Boolean)
        .join(' · ');
    }
    case 'give_reward': {
      const points = count(s.points);
      if (points === null) return null;
      const reason = text(s.reason);
      return `${points} ${points === 1 ? 'point' : 'points'}${reason ? ` · ${short(reason)}` : ''}`;
    }
    case 'webhook': {
      const url = text(s.url);
      if (url === null || !URL.canParse(url)) return null;
      return `POST to ${new URL(url).host}`;
    }
    case 'start_sequence':
    case 'stop_sequence':
      return quoted(names('sequence', s.sequence_id));
    case 'add_to_pipeline': {
      const stage = quoted(names('stage', s.stage_id));
      const pipeline = quoted(names('pipeline', s.pipeline_id));
      return stage === null || pipeline === null ? null : `${stage} in ${pipeline}`;
    }
  }
}
