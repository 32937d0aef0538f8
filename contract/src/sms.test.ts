import { describe, expect, it } from 'vitest';
import { smsLength } from './sms';

describe('smsLength', () => {
  it('fits 160 GSM characters in one segment and 153 in each of several', () => {
    expect(smsLength('')).toMatchObject({ segments: 0, characters: 0 });
    expect(smsLength('a'.repeat(160))).toEqual({
      encoding: 'GSM-7',
      characters: 160,
      segments: 1,
      remaining: 0,
    });
    expect(smsLength('a'.repeat(161))).toMatchObject({ segments: 2, remaining: 306 - 161 });
    expect(smsLength('a'.repeat(306))).toMatchObject({ segments: 2, remaining: 0 });
    expect(smsLength('a'.repeat(307))).toMatchObject({ segments: 3 });
  });

  it('counts the extension characters twice', () => {
    expect(smsLength('€[]')).toMatchObject({ encoding: 'GSM-7', characters: 6 });
    expect(smsLength(`${'a'.repeat(159)}€`)).toMatchObject({ characters: 161, segments: 2 });
  });

  it('sends the whole message as UCS-2 for one character outside the alphabet: 70, then 67', () => {
    expect(smsLength('Hi ✓')).toMatchObject({ encoding: 'UCS-2', characters: 4, segments: 1 });
    expect(smsLength(`${'a'.repeat(69)}✓`)).toMatchObject({ characters: 70, segments: 1 });
    expect(smsLength(`${'a'.repeat(70)}✓`)).toMatchObject({ segments: 2, remaining: 134 - 71 });
    // An emoji takes two UTF-16 units.
    expect(smsLength('💪')).toMatchObject({ encoding: 'UCS-2', characters: 2 });
  });
});
