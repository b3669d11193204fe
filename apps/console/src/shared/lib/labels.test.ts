import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMBER_TYPES, MEMBER_TYPE, memberTypesOf } from '@platform/contract';
import { accountStatus, memberTypeLabel, roleLabel } from './labels.ts';

/** Answers the key itself, so a test reads which text a label asks for. */
const t = ((key: string) => `«${key}»`) as unknown as TFunction;

describe('memberTypeLabel', () => {
  const defaults = memberTypesOf(DEFAULT_MEMBER_TYPES);

  it('names each member type of the spec with its number', () => {
    expect(memberTypeLabel(t, MEMBER_TYPE.MEMBER, defaults)).toBe(
      `«memberTypes.member» (${MEMBER_TYPE.MEMBER})`,
    );
    expect(memberTypeLabel(t, MEMBER_TYPE.AFFILIATE_GENERAL_AGENT, defaults)).toBe(
      `«memberTypes.affiliateGeneralAgent» (${MEMBER_TYPE.AFFILIATE_GENERAL_AGENT})`,
    );
    expect(memberTypeLabel(t, MEMBER_TYPE.TRIAL, defaults)).toBe(
      `«memberTypes.trial» (${MEMBER_TYPE.TRIAL})`,
    );
  });

  it('names types by the operator’s lists: another agent number, a trial number, one in neither', () => {
    const types = memberTypesOf({ agentTypes: [1, 43], trialTypes: [5] });
    expect(memberTypeLabel(t, 43, types)).toBe('«memberTypes.agent» (43)');
    expect(memberTypeLabel(t, 5, types)).toBe('«memberTypes.trial» (5)');
    expect(memberTypeLabel(t, MEMBER_TYPE.GENERAL_AGENT, types)).toBe('«memberTypes.other» (2)');
    expect(memberTypeLabel(t, MEMBER_TYPE.TRIAL, types)).toBe('«memberTypes.other» (4)');
    expect(memberTypeLabel(t, 99, defaults)).toBe('«memberTypes.other» (99)');
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
