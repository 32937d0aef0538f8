import { describe, expect, it } from 'vitest';
import { blockWords, secondsWords, setWords, todayIn, workoutCounts } from './labels';

const sets = {
  sets: 3,
  reps: '10',
  weight: null,
  weight_unit: 'kg' as const,
  time_seconds: null,
  distance_meters: null,
  tempo: '',
  rest_seconds: null,
};

describe('how workouts read', () => {
  it('says times in seconds and minutes', () => {
    expect(secondsWords(45)).toBe('45 s');
    expect(secondsWords(90)).toBe('1 min 30 s');
    expect(secondsWords(3600)).toBe('60 min');
  });

  it('says what each set asks for, leaving out what is not set', () => {
    expect(setWords(sets)).toBe('3 × 10');
    expect(setWords({ ...sets, reps: '', sets: 1, distance_meters: 400 })).toBe('1 set · 400 m');
    expect(setWords({ ...sets, weight: 22.5, weight_unit: 'lb', rest_seconds: 60 })).toBe(
      '3 × 10 · 22.5 lb · rest 1 min',
    );
    expect(setWords({ ...sets, weight: 20 }, true)).toBe('10 reps · 20 kg');
  });

  it('says a block’s type, rounds and rest', () => {
    expect(blockWords({ type: 'straight', rounds: 1, rest_seconds: null })).toBe('Straight sets');
    expect(blockWords({ type: 'superset', rounds: 1, rest_seconds: 30 })).toBe(
      'Superset · rest 30 s between rounds',
    );
  });

  it('counts a workout, or says it is empty', () => {
    expect(workoutCounts({ blocks_count: 0, exercises_count: 0, estimated_minutes: 0 })).toBe(
      'No exercises yet',
    );
    expect(workoutCounts({ blocks_count: 1, exercises_count: 1, estimated_minutes: 9 })).toBe(
      '1 block · 1 exercise · about 9 min',
    );
  });

  it('knows today in the location’s calendar', () => {
    const late = new Date('2027-01-04T23:30:00Z');
    expect(todayIn('UTC', late)).toBe('2027-01-04');
    expect(todayIn('Europe/Paris', late)).toBe('2027-01-05');
  });
});
