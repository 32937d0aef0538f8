import type { Question } from '@coachline/contract/forms';
import { describe, expect, it } from 'vitest';
import { blankQuestion, draftOf, questionToSend, retyped } from './questionDraft';

const rating: Question = {
  id: 4,
  form_id: 1,
  type: 'rating',
  title: 'How was the session?',
  description: '',
  is_required: true,
  ordering: 1,
  options: [],
  max: 7,
};

describe('the question editor’s rules', () => {
  it('starts a choice question with two options to rename, and keeps options typed', () => {
    expect(retyped(blankQuestion, 'single_choice').options).toEqual(['Option 1', 'Option 2']);
    const typed = { ...blankQuestion, type: 'dropdown' as const, options: ['Red'] };
    expect(retyped(typed, 'multiple_choice').options).toEqual(['Red']);
  });

  it('gives a rating 1 to 5 unless it has its own highest rating', () => {
    expect(retyped(blankQuestion, 'rating').max).toBe(5);
    expect(retyped(draftOf(rating), 'rating').max).toBe(7);
    expect(retyped(draftOf(rating), 'short_text')).not.toHaveProperty('max');
  });

  it('sends options only for the choice types and a highest rating only for a rating', () => {
    const text = questionToSend({ ...blankQuestion, title: 'Name', options: ['stale'], max: 3 });
    expect(text.options).toEqual([]);
    expect(text).not.toHaveProperty('max');
    const choice = questionToSend({ ...blankQuestion, type: 'dropdown', options: ['A', 'B'] });
    expect(choice.options).toEqual(['A', 'B']);
    expect(questionToSend({ ...blankQuestion, type: 'rating' }).max).toBe(5);
  });

  it('edits a question as it is', () => {
    expect(draftOf(rating)).toEqual({
      id: 4,
      type: 'rating',
      title: 'How was the session?',
      description: '',
      is_required: true,
      options: [],
      max: 7,
    });
    expect(draftOf(null)).toBe(blankQuestion);
  });
});
