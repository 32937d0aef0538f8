import { describe, expect, it } from 'vitest';
import {
  knownTokens,
  personalizedText,
  tokenGroups,
  tokenOf,
  unknownTokensIn,
} from './personalization';

describe('personalization tokens', () => {
  it('names each token after its label in snake case, once across every group', () => {
    expect(tokenOf('Member ID')).toBe('member_id');
    expect(tokenOf('Pipeline Stage Name')).toBe('pipeline_stage_name');
    expect(tokenOf('Form URL')).toBe('form_url');
    const all = tokenGroups.flatMap((g) => g.tokens.map((t) => t.token));
    expect(new Set(all).size).toBe(all.length);
    for (const token of [
      'first_name',
      'company_name',
      'member_id',
      'task_due_date',
      'unsubscribe_url',
    ])
      expect(knownTokens.has(token)).toBe(true);
    expect(tokenGroups.map((g) => g.label)).toEqual([
      'General contact',
      'Company',
      'Form',
      'Page',
      'Playbook',
      'Playbook dashboard',
      'Progress tracking',
      'Habit tracking',
      'Pipeline',
      'Task',
      'Email',
    ]);
  });

  it('finds the tokens the catalogue does not know, each once, as written', () => {
    expect(unknownTokensIn('Hi {{first_name}}, {{ last_name }}!')).toEqual([]);
    expect(unknownTokensIn('{{firstname}} {{First Name}} {{firstname}} {{}}')).toEqual([
      'firstname',
      'First Name',
      '',
    ]);
    expect(unknownTokensIn('{ {first_name} } and {{{first_name}}}')).toEqual([]);
  });

  it('refuses text with an unknown token, naming it', () => {
    const result = personalizedText(100).safeParse('Dear {{frist_name}}');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      '{{frist_name}} is not a personalization token. Pick one from the list of tokens.',
    ]);
    expect(personalizedText(100).safeParse('Dear {{first_name}}').success).toBe(true);
  });
});
