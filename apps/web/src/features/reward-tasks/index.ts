import type { ComponentType } from 'react';
import { NewbieTab } from './components/newbie-tab.tsx';
import { PromoCodeTab } from './components/promo-code-tab.tsx';
import { RescueTab } from './components/rescue-tab.tsx';
import { SignInTab } from './components/sign-in-tab.tsx';

export { rewardTaskTexts } from './i18n/texts.ts';

/** The reward centre's task tabs (the reward centre page lists them; load `rewardTaskTexts` with it). */
export const rewardTaskTabs = [
  { id: 'sign-in', labelKey: 'rewardTasks.tabs.signIn', Component: SignInTab },
  { id: 'newbie', labelKey: 'rewardTasks.tabs.newbie', Component: NewbieTab },
  { id: 'rescue', labelKey: 'rewardTasks.tabs.rescue', Component: RescueTab },
  { id: 'promo-code', labelKey: 'rewardTasks.tabs.promoCode', Component: PromoCodeTab },
] as const satisfies readonly { id: string; labelKey: string; Component: ComponentType }[];
