import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MEMBER_TYPES,
  MEMBER_TYPE,
  memberTypeName,
  memberTypesOf,
  memberTypesSettingSchema,
  onCdn,
  siteResourcesSettingSchema,
} from './index.ts';

describe('member types (spec section 3: agent and trial types are configured lists)', () => {
  it('reads agents, trial accounts and the member side from the lists, the first of each for new accounts', () => {
    const defaults = memberTypesOf(DEFAULT_MEMBER_TYPES);
    expect([1, 2, 41, 42].every(defaults.isAgent)).toBe(true);
    expect([defaults.isTrial(4), defaults.isAgent(4), defaults.isMemberSide(4)]).toEqual([
      true,
      false,
      false,
    ]);
    expect([
      defaults.isMemberSide(MEMBER_TYPE.MEMBER),
      defaults.isMemberSide(42),
      defaults.isMemberSide(3),
    ]).toEqual([true, true, false]);
    const types = memberTypesOf({ agentTypes: [43, 1], trialTypes: [5] });
    expect([types.newAgentType, types.newTrialType, types.isAgent(2), types.isTrial(4)]).toEqual([
      43,
      5,
      false,
      false,
    ]);
    expect([
      memberTypeName(43, types),
      memberTypeName(1, types),
      memberTypeName(5, types),
      memberTypeName(2, types),
    ]).toEqual(['agent', 'agent', 'trial', 'other']);
    expect(memberTypeName(41, defaults)).toBe('affiliateAgent');
  });

  it('refuses a type in both lists, type 0, repeats and empty lists', () => {
    const ok = memberTypesSettingSchema.safeParse({ agentTypes: [1, 2], trialTypes: [4] });
    expect(ok.success).toBe(true);
    for (const bad of [
      { agentTypes: [1, 4], trialTypes: [4] },
      { agentTypes: [0], trialTypes: [4] },
      { agentTypes: [1, 1], trialTypes: [4] },
      { agentTypes: [], trialTypes: [4] },
    ]) {
      expect(memberTypesSettingSchema.safeParse(bad).success).toBe(false);
    }
    const both = memberTypesSettingSchema.safeParse({ agentTypes: [1, 4], trialTypes: [4] });
    expect(both.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['trialTypes'], 'agentAndTrial'],
    ]);
  });
});

describe('site resources (spec section 7: resources, analytics tag, CDNs, merchant wallet)', () => {
  const valid = {
    resources: { logoUrl: null, faviconUrl: null },
    analytics: { gtagId: null, consentRequired: true },
    cdn: { images: null, launch: null },
    merchantWallet: { isSingle: false },
  };

  it('keeps tag ids in capitals and CDN bases without a trailing slash, refusing anything else', () => {
    const parsed = siteResourcesSettingSchema.parse({
      ...valid,
      analytics: { gtagId: 'g-abc1234', consentRequired: false },
      cdn: { images: 'https://img.example.com/a/', launch: 'https://play.example.com' },
    });
    expect([parsed.analytics.gtagId, parsed.cdn.images, parsed.cdn.launch]).toEqual([
      'G-ABC1234',
      'https://img.example.com/a',
      'https://play.example.com',
    ]);
    for (const gtagId of ['UA-123-1', 'G-', 'G-abc def', 'G-<x>']) {
      expect(
        siteResourcesSettingSchema.safeParse({ ...valid, analytics: { gtagId, consentRequired: true } })
          .success,
      ).toBe(false);
    }
    for (const images of [
      'http://img.example.com',
      'https://img.example.com/?v=1',
      'https://img.example.com/#a',
      '/cdn',
      'https://u:p@img.example.com',
    ]) {
      expect(siteResourcesSettingSchema.safeParse({ ...valid, cdn: { images, launch: null } }).success).toBe(
        false,
      );
    }
  });

  it('puts a site path behind the CDN base, and leaves full addresses and a missing base alone', () => {
    expect(onCdn('https://img.example.com/a', '/wps/media/x.png')).toBe(
      'https://img.example.com/a/wps/media/x.png',
    );
    expect(onCdn('https://img.example.com', 'https://other.example.com/x.png')).toBe(
      'https://other.example.com/x.png',
    );
    expect(onCdn('https://img.example.com', '//evil.example.com/x.png')).toBe('//evil.example.com/x.png');
    expect(onCdn(null, '/wps/media/x.png')).toBe('/wps/media/x.png');
  });
});
