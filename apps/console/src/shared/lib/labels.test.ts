import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { MEMBER_TYPE } from '@platform/contract';
import { accountStatus, memberTypeLabel, roleLabel } from './labels.ts';

/** Answers the key itself, so a test reads which text a label asks for. */
const t = ((key: string) => `«${key}»`) as unknown as TFunction;

describe('memberTypeLabel', () => {
  it('names each member type of the spec with its number', () => {
    expect(memberTypeLabel(t, MEMBER_TYPE.MEMBER)).toBe(`«memberTypes.member» (${MEMBER_TYPE.MEMBER})`);
    expect(memberTypeLabel(t, MEMBER_TYPE.AFFILIATE_GENERAL_AGENT)).toBe(
      `«memberTypes.affiliateGeneralAgent» (${MEMBER_TYPE.AFFILIATE_GENERAL_AGENT})`,
    );
    expect(memberTypeLabel(t, MEMBER_TYPE.TRIAL)).toBe(`«memberTypes.trial» (${MEMBER_TYPE.TRIAL})`);
  });

  it('shows an unknown type as its number', () => {
    expect(memberTypeLabel(t, 99)).toBe('99');
    expect(memberTypeLabel(t, -1)).toBe('-1');
  });
});

describe('roleLabel', () => {
  it('names each staff role', () => {
    expect(roleLabel(t, 'ADMIN')).toBe('«roles.ADMIN»');
    expect(roleLabel(t, 'CONTENT')).toBe('«roles.CONTENT»');
  });
});

describe('accountStatus', () => {
  it('gives each account state its label and tone', () => {
    expect(accountStatus(t, 'ACTIVE')).toEqual({ label: '«statuses.ACTIVE»', tone: 'success' });
    expect(accountStatus(t, 'LOCKED')).toEqual({ label: '«statuses.LOCKED»', tone: 'danger' });
    expect(accountStatus(t, 'DISABLED')).toEqual({ label: '«statuses.DISABLED»', tone: 'neutral' });
  });

  it('shows an unknown state as sent, in a neutral tone', () => {
    expect(accountStatus(t, 'SUSPENDED')).toEqual({ label: 'SUSPENDED', tone: 'neutral' });
    expect(accountStatus(t, 'active')).toEqual({ label: 'active', tone: 'neutral' });
  });
});
