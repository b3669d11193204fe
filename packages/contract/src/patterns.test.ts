import { describe, expect, it } from 'vitest';
import { PATTERN_FAMILIES, PATTERN_FAMILY_IDS, type PatternFamilyId } from './patterns.ts';
import { patternMessage, validationText } from './validation-messages.ts';
import { SUPPORTED_LANGUAGES } from './languages.ts';

const matches = (id: PatternFamilyId, value: string) => new RegExp(PATTERN_FAMILIES[id], 'u').test(value);

/** Every family of spec section 5 with values it must accept and values it must refuse. */
const EXAMPLES: Record<PatternFamilyId, { accepted: string[]; refused: string[] }> = {
  GENERAL: { accepted: ['anything 123 !', '山田 太郎', ''], refused: [] },
  LETTER_FIRST_ALNUM: { accepted: ['abc123', 'A', 'Taro2024'], refused: ['1abc', 'ab_c', 'ab c', '太郎'] },
  LETTERS_KANJI: {
    accepted: ['山田太郎', 'Yamada', 'Yamada太郎'],
    refused: ['やまだ', 'Yamada1', 'Taro Yamada'],
  },
  EMAIL: {
    accepted: ['a.b@example.jp', 'taro+bet@mail.example.com', 'x_y-z%1@a-b.io'],
    refused: ['a@b', 'a@@b.com', 'a b@example.com', '@example.com', 'a@example.c'],
  },
  LETTERS_OR_DIGITS: { accepted: ['123456', 'abcdef', 'ABC'], refused: ['abc123', 'ab cd', '12.5'] },
  LETTERS_DIGITS: { accepted: ['abc123', '1a', 'A1b2'], refused: ['abcdef', '123456', 'abc-123'] },
  DIGITS: { accepted: ['0901234567', '0'], refused: ['09-0123', '１２３', '12a', ' 12'] },
  LETTERS_DIGITS_UPPER: { accepted: ['Abc123', 'ABC1'], refused: ['abc123', 'ABCDEF', 'Abc-123'] },
  LETTERS_SPACES: {
    accepted: ['Taro Yamada', 'Taro'],
    refused: ['Taro  Yamada', ' Taro', 'Taro1', 'Taro-Y'],
  },
  NO_SPACES: { accepted: ['a_b', '山田', 'line.id-1'], refused: ['a b', 'a\tb', ' a'] },
  DATE_YMD: {
    accepted: ['2000-12-31', '1999-01-01'],
    refused: ['2000-13-01', '2000-00-10', '12-31-2000', '2000/12/31'],
  },
  DATE_MDY: { accepted: ['12-31-2000', '01-01-1999'], refused: ['2000-12-31', '13-01-2000', '12/31/2000'] },
  KOREAN: { accepted: ['김철수', '한국어'], refused: ['kim', '김 철수', '金哲洙'] },
  THAI: { accepted: ['สมชาย', 'ภาษาไทย'], refused: ['somchai', 'สมชาย ใจดี', 'สมชาย1'] },
  THAI_ENGLISH_SPACES: {
    accepted: ['สมชาย ใจดี', 'Somchai Jaidee', 'สมชาย Jaidee'],
    refused: ['สมชาย1', ' สมชาย', 'Somchai  Jaidee'],
  },
  UPPER_SPACES: { accepted: ['TARO YAMADA', 'TARO'], refused: ['Taro Yamada', 'TARO1', 'TARO  YAMADA'] },
  LETTERS_DIGITS_SYMBOLS: { accepted: ['Abc123!@#', 'x-y_z'], refused: ['a b', '山田', 'abc\u00e9'] },
  STRONG_PASSWORD: {
    accepted: ['Abc123!x', 'Zz9#zzzz'],
    refused: ['Abc12345', 'abc123!x', 'ABC123!X', 'Abcdef!x', 'Abc 123!x'],
  },
  PASSPHRASE: {
    accepted: ['demo1234', 'P@ssw0rd!', 'correct horse battery staple 42', 'a1', '~!9x{}'],
    refused: ['abcdefgh', '12345678', '!@#$%^&*', ' demo1234', 'demo1234 ', 'パスワード12a', 'tab\t1a'],
  },
  FULL_NAME: {
    accepted: ['Taro Yamada', '山田 太郎', 'Jean Luc Picard'],
    refused: ['Taro', 'Taro  Yamada', ' Taro Yamada'],
  },
  FULLWIDTH_JAPANESE: {
    accepted: ['やまだたろう', 'ヤマダ', '山田太郎', '山田　太郎'],
    refused: ['yamada', 'ﾔﾏﾀﾞ', '山田 太郎', '山田1'],
  },
};

describe('pattern families of spec section 5', () => {
  it('has examples for every family the contract defines', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual([...PATTERN_FAMILY_IDS].sort());
  });

  describe.each(PATTERN_FAMILY_IDS)('%s', (id) => {
    it.each(EXAMPLES[id].accepted.map((value) => [value]))('accepts %j', (value) => {
      expect(matches(id, value)).toBe(true);
    });
    it.each(EXAMPLES[id].refused.map((value) => [value]))('refuses %j', (value) => {
      expect(matches(id, value)).toBe(false);
    });
  });
});

describe('field messages', () => {
  it('joins the pattern text and the bounds, one number when min equals max', () => {
    expect(patternMessage('LETTER_FIRST_ALNUM', 4, 16, 'EN')).toBe(
      'Starts with a letter, then letters or digits, 4-16 characters',
    );
    expect(patternMessage('DIGITS', 6, 6, 'EN')).toBe('Digits only, 6 characters');
    expect(patternMessage('DIGITS', 6, 6, 'JA')).toBe('数字のみ、6文字');
    expect(patternMessage('STRONG_PASSWORD', 8, 20, 'JA')).toBe(
      '大文字・小文字・数字・記号をそれぞれ1文字以上、8〜20文字',
    );
    expect(patternMessage('CUSTOM', 2, 10, 'EN')).toBe('Allowed characters only, 2-10 characters');
    expect(patternMessage('PASSPHRASE', 8, 128, 'EN')).toBe(
      'At least one letter and one digit (symbols and spaces allowed), 8-128 characters',
    );
    expect(patternMessage('PASSPHRASE', 8, 128, 'JA')).toBe(
      '英字と数字をそれぞれ1文字以上（記号・スペースも使用可）、8〜128文字',
    );
  });

  it('has a text in every language for every family', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      for (const id of PATTERN_FAMILY_IDS) {
        expect(patternMessage(id, 1, 2, language)).toMatch(/\S.*2/);
      }
    }
  });

  it('has the spec section 5 messages', () => {
    expect(validationText('required', 'EN')).toBe('Input cannot be empty');
    expect(validationText('termsRequired', 'EN')).toBe('not empty?');
    expect(validationText('confirmMismatch', 'EN')).toBe('Incorrect confirmation input');
    expect(validationText('realNameFormat', 'EN')).toBe('Real name format is incorrect');
    expect(validationText('phoneFormat', 'EN')).toBe('Phone format is incorrect');
    expect(validationText('invitationCodeFormat', 'EN')).toBe('Invitation code format is incorrect');
    expect(validationText('accountFormat', 'EN')).toBe('Account format is incorrect');
    expect(validationText('passwordFormat', 'EN')).toBe('Password format is incorrect');
    expect(validationText('emailFormat', 'EN')).toBe('Email format is incorrect');
    expect(validationText('phoneDigits', 'EN').replace('{n}', '10')).toBe('Phone number of 10 digits');
    expect(validationText('ageConfirm', 'EN').replace('{n}', '21')).toBe(
      'Please confirm you are 21 years old',
    );
    expect(validationText('feedbackWords', 'JA').replace('{min}', '10').replace('{max}', '500')).toBe(
      '10〜500文字で入力してください',
    );
  });
});
