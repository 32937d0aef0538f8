import type { JourneyAction, JourneyTrigger } from '@coachline/contract/journeys';
import { describe, expect, it } from 'vitest';
import { actionSummary, linkNamesOf, triggerSummary } from './cardSummary';

const names = linkNamesOf(
  [
    { kind: 'tag', id: 7, name: 'VIP', used_by: [] },
    { kind: 'tab', id: 'trial', name: 'Trial', used_by: [] },
    { kind: 'user', id: 2, name: 'Olivia Owner', used_by: [] },
    { kind: 'sequence', id: 5, name: 'Welcome drip', used_by: [] },
    { kind: 'pipeline', id: 3, name: 'Sales', used_by: [] },
    { kind: 'stage', id: 31, name: 'Won', used_by: [] },
    { kind: 'field', id: 'renewal', name: 'Renewal date', used_by: [] },
  ],
  [{ id: 4, title: 'Intake' }],
  [{ id: 9, name: 'Summer funnel' }],
);

const trigger = (type: JourneyTrigger['type'], settings: Record<string, unknown>) =>
  ({
    id: 1,
    automation_id: 1,
    type,
    title: type,
    settings,
    incomplete: null,
  }) satisfies JourneyTrigger;
const action = (type: JourneyAction['type'], settings: Record<string, unknown>) =>
  ({
    id: 1,
    automation_id: 1,
    parent_id: null,
    branch: null,
    position: 0,
    type,
    title: type,
    settings,
    incomplete: null,
  }) satisfies JourneyAction;

describe('a trigger card’s line', () => {
  it('names what it refers to', () => {
    expect(triggerSummary(trigger('tag_added', { tag_id: 7 }), names)).toBe('Tag “VIP” is added');
    expect(triggerSummary(trigger('moved_to_tab', { tab: 'trial' }), names)).toBe(
      'Moved to “Trial”',
    );
    expect(triggerSummary(trigger('form_submitted', { form_id: 4 }), names)).toBe(
      '“Intake” is submitted',
    );
    expect(triggerSummary(trigger('form_submitted', { form_id: null }), names)).toBe(
      'Any form is submitted',
    );
    expect(triggerSummary(trigger('webhook_received', { webhook_id: 9 }), names)).toBe(
      'Webhook “Summer funnel” receives a lead',
    );
  });

  it('says a webhook it cannot name is chosen', () => {
    expect(triggerSummary(trigger('webhook_received', { webhook_id: 9 }), linkNamesOf([]))).toBe(
      'A webhook receives a lead',
    );
  });

  it('says from when a birthday starts it', () => {
    expect(triggerSummary(trigger('birthday', { time: '08:30' }), names)).toBe(
      'On the contact’s birthday, from 08:30',
    );
  });

  it('is null while nothing is chosen', () => {
    expect(triggerSummary(trigger('tag_removed', {}), names)).toBeNull();
    expect(triggerSummary(trigger('sms_keyword', { keyword: ' ' }), names)).toBeNull();
    expect(triggerSummary(trigger('webhook_received', {}), names)).toBeNull();
  });
});

describe('an action card’s line', () => {
  it('says its settings in words', () => {
    expect(
      actionSummary(action('wait', { mode: 'duration', amount: 1, unit: 'days' }), names),
    ).toBe('For 1 day');
    expect(actionSummary(action('wait', { mode: 'time_of_day', time: '09:00' }), names)).toBe(
      'Until the next 09:00',
    );
    expect(
      actionSummary(
        action('condition', {
          match: 'any',
          rules: [
            { kind: 'tag', op: 'has_not', tag_id: 7 },
            { kind: 'field', field: 'first_name', op: 'equals', value: 'Ann' },
            { kind: 'last_email', op: 'clicked' },
          ],
        }),
        names,
      ),
    ).toBe('If has no tag “VIP” or first name is “Ann” or the last email was clicked');
    expect(
      actionSummary(
        action('create_task', { title: 'Call', due_in_days: 2, assignee_id: 2 }),
        names,
      ),
    ).toBe('Call · due in 2 days · for Olivia Owner');
    expect(actionSummary(action('give_reward', { points: 10, reason: 'Joined' }), names)).toBe(
      '10 points · Joined',
    );
    expect(
      actionSummary(action('webhook', { url: 'https://hooks.example.com/in/42' }), names),
    ).toBe('POST to hooks.example.com');
  });

  it('is null while its settings are empty', () => {
    expect(actionSummary(action('send_email', {}), names)).toBeNull();
    expect(actionSummary(action('condition', { rules: [] }), names)).toBeNull();
    expect(actionSummary(action('webhook', { url: 'not an address' }), names)).toBeNull();
  });
});

describe('the cards of sequences, pipelines and dates', () => {
  it('names the sequence, the stage and the date field', () => {
    expect(actionSummary(action('start_sequence', { sequence_id: 5 }), names)).toBe(
      '“Welcome drip”',
    );
    expect(actionSummary(action('add_to_pipeline', { pipeline_id: 3, stage_id: 31 }), names)).toBe(
      '“Won” in “Sales”',
    );
    expect(
      triggerSummary(trigger('pipeline_stage_changed', { pipeline_id: 3, stage_id: null }), names),
    ).toBe('Moves in “Sales”');
    expect(
      triggerSummary(trigger('pipeline_stage_changed', { pipeline_id: 3, stage_id: 31 }), names),
    ).toBe('Reaches “Won” in “Sales”');
    expect(
      triggerSummary(
        trigger('date_reached', { field_key: 'renewal', offset_days: -3, time: '08:00' }),
        names,
      ),
    ).toBe('3 days before “Renewal date”, from 08:00');
    expect(triggerSummary(trigger('date_reached', { field_key: 'renewal' }), names)).toBe(
      'On “Renewal date”, from 09:00',
    );
  });
});
