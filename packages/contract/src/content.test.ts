import { describe, expect, it } from 'vitest';
import { countFeedbackWords } from './messages/schemas.ts';
import { maskCustomerName } from './games/schemas.ts';

describe('countFeedbackWords', () => {
  it('counts runs of letters or digits as words and each Japanese character as one', () => {
    expect(countFeedbackWords('My deposit of 5000, please!')).toBe(5);
    expect(countFeedbackWords('出金できません')).toBe(7);
    // The long-vowel mark is a character of its word, not the start of a run that swallows the rest.
    expect(countFeedbackWords('ボーナスはいつ')).toBe(7);
    expect(countFeedbackWords('abcゲーム 2回')).toBe(6);
    expect(countFeedbackWords('  ... !!  ')).toBe(0);
  });
});

describe('maskCustomerName', () => {
  it('keeps the first and last character with *** between; short names keep only the first', () => {
    expect(maskCustomerName('goldenhand')).toBe('g***d');
    expect(maskCustomerName('abc')).toBe('a***c');
    expect(maskCustomerName('bo')).toBe('b*');
    expect(maskCustomerName('a')).toBe('a*');
    expect(maskCustomerName('山田太郎')).toBe('山***郎');
  });
});
