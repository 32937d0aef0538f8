import type { JourneyAction, JourneyTrigger } from '@coachline/contract/journeys';
import { describe, expect, it } from 'vitest';
import { actionSummary, linkNamesOf, triggerSummary } from './cardSummary';

const names = linkNamesOf(
  [
    { kind: 'tag', id: 7, name: 'VIP', used_by: [] },
    { kind: 'tab', id: 'trial', name: 'Trial', used_by: [] },
    { kind: 'user', id: 2, name: 'Olivia Owner', used_by: [] },
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
