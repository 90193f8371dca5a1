/** The PhonePe Switch SDK behind an interface: what the launch needs is a grant token. */
export interface PhonepeSdk {
  /** Resolves the grant token of the signed-in PhonePe user; rejects when there is none (skipped, no SDK). */
  readonly fetchGrantToken: () => Promise<string>;
}

interface SwitchSdkInstance {
  fetchAuthToken?: () => Promise<{ grantToken?: unknown } | string>;
  fetchGrantToken?: () => Promise<{ grantToken?: unknown } | string>;
}
interface SwitchSdkGlobal {
  PhonePe?: { build?: (species: unknown) => Promise<SwitchSdkInstance> };
  Constants?: { Species?: { web?: unknown } };
}

/** How long the launch waits for the SDK script (loaded by the shell's third-party adapters) to define its global. */
export const PHONEPE_SDK_WAIT_MS = 3000;
const POLL_MS = 100;

const tokenOf = (result: { grantToken?: unknown } | string): string => {
  const token = typeof result === 'string' ? result : result?.grantToken;
  if (typeof token !== 'string' || token.length < 8) throw new Error('PhonePe returned no grant token');
  return token;
};

/** The fallback adapter, when there is no SDK: it has no token, so the launch falls back to guest details. */
export const NO_PHONEPE_SDK: PhonepeSdk = {
  fetchGrantToken: () => Promise.reject(new Error('PhonePe SDK not available')),
};

async function waitForGlobal(win: Window, waitMs: number): Promise<SwitchSdkGlobal | null> {
  const read = () => (win as unknown as { PhonePe?: SwitchSdkGlobal }).PhonePe ?? null;
  for (let waited = 0; !read() && waited < waitMs; waited += POLL_MS) {
    await new Promise((resolve) => win.setTimeout(resolve, POLL_MS));
  }
  return read();
}

/**
 * The real adapter: reads the Switch SDK's `window.PhonePe` global (PhonePe.PhonePe.build(
 * PhonePe.Constants.Species.web), then fetchAuthToken, or fetchGrantToken on older SDKs), waiting up
 * to 3 s for the script. Without the global it behaves as the fallback adapter.
 */
export function createPhonepeSdk(win: Window, waitMs = PHONEPE_SDK_WAIT_MS): PhonepeSdk {
  return {
    fetchGrantToken: async () => {
      const global = await waitForGlobal(win, waitMs);
      if (!global?.PhonePe?.build) return NO_PHONEPE_SDK.fetchGrantToken();
      const sdk = await global.PhonePe.build(global.Constants?.Species?.web ?? 'web');
      const fetch = sdk.fetchAuthToken ?? sdk.fetchGrantToken;
      if (!fetch) throw new Error('PhonePe SDK has no token method');
      return tokenOf(await fetch.call(sdk));
    },
  };
}
