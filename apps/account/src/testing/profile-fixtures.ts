import { createElement, type ReactNode } from 'react';
import type { ResponseOf } from '@nivaas/api-client/contract';
import { createFakeApiClient, type FakeApiClient, type FakeHandlers } from '@nivaas/api-client/testing';
import { TOKEN_KEY, USER_KEY } from '@nivaas/state';
import { createTestPlatform, type TestPlatform } from '@nivaas/state/testing';
import { ProfileApiProvider } from '../features/profile';
import { RewardsApiProvider } from '../features/rewards';

/** Test fixtures of the profile and rewards specs: answers shaped like the API's. Never in app code. */

export const MEMBER_ID = 41;

export function profileAnswer(over: Partial<ResponseOf<'getProfile'>> = {}): ResponseOf<'getProfile'> {
  return {
    userId: MEMBER_ID,
    email: 'asha@example.in',
    mobile: '9876543210',
    firstName: 'Asha',
    lastName: 'Rao',
    name: 'Asha Rao',
    communication_type: 'sms',
    hasOptedForWhatsapp: false,
    loyalty_tier: 'silver',
    ...over,
  };
}

export const NO_COMPANY: ResponseOf<'getCompanyProfile'> = { company_name: '', company_address: '', gstin: '' };

export const COMPANY: ResponseOf<'getCompanyProfile'> = {
  company_name: 'Rao Traders',
  company_address: '12 MG Road, Pune',
  gstin: '27AAPFU0939F1ZV',
};

export const CARE_CONTENT: ResponseOf<'getContentsV2'> = {
  data: { gdc_customer_care_numbers: { default: '+91 80 4719 8000' } },
};

/** The profile calls answered for a member without GST details and without WhatsApp. */
export function profileHandlers(over: FakeHandlers = {}): FakeHandlers {
  return {
    getProfile: profileAnswer(),
    getCompanyProfile: NO_COMPANY,
    getWhatsappOptIn: { hasOptedForWhatsapp: false },
    getContentsV2: CARE_CONTENT,
    ...over,
  };
}

export function walletAnswer(over: Partial<ResponseOf<'getWallet'>> = {}): ResponseOf<'getWallet'> {
  return {
    walletData: { byType: { TP: { type: 'TP', balance: 450 } }, totalBalance: 450 },
    loyaltyTier: 'silver',
    nextTier: 'gold',
    nightsToNextTier: 3,
    qualifyingNights: 2,
    totalSavings: 120,
    upcomingExpiryDate: '2027-03-01',
    upcomingExpiryPoints: 200,
    isRewardsEnabled: true,
    isWalletApplied: false,
    ...over,
  };
}

/** At the top tier (platinum, no next tier) with no points about to expire. */
export function topTierWallet(): ResponseOf<'getWallet'> {
  return walletAnswer({
    loyaltyTier: 'platinum',
    nextTier: null,
    nightsToNextTier: 0,
    qualifyingNights: 16,
    upcomingExpiryPoints: 0,
    upcomingExpiryDate: null,
  });
}

type Statement = ResponseOf<'getWalletStatements'>['statements'][number];

export function statement(id: number, over: Partial<Statement> = {}): Statement {
  return {
    id,
    type: 'credit',
    amount: 100,
    description: `Points earned on booking NV${id}`,
    order_id: `NV${id}`,
    created_at: '2026-11-20T06:30:00.000Z',
    expires_at: '2027-11-20T06:30:00.000Z',
    ...over,
  };
}

/** A signed-in member's platform (token and stored user, hydrated as the browser's would be). */
export function memberPlatform(firstName = 'Asha'): TestPlatform {
  return createTestPlatform({
    storage: {
      [TOKEN_KEY]: 'tok_member',
      [USER_KEY]: JSON.stringify({
        userId: String(MEMBER_ID),
        email: 'asha@example.in',
        mobile: '9876543210',
        firstName,
        lastName: 'Rao',
        name: `${firstName} Rao`,
      }),
    },
  });
}

/** The providers the profile and rewards screens take their calls from. */
export function accountWrapper(api: FakeApiClient) {
  return function Wrapper({ children }: { readonly children: ReactNode }) {
    return createElement(ProfileApiProvider, {
      api,
      children: createElement(RewardsApiProvider, { api, children }),
    });
  };
}

export { createFakeApiClient };
