import { isSameSitePath } from '@nivaas/routes';

/** content.loginInterruptBanner (docs/rules.md section 3), as the prompt uses it. */
export interface LoginInterruptBanner {
  readonly title: string;
  readonly subtitle: string;
  readonly cta: string;
  /** A path on this site (the page's image policy allows no other origin), or null. */
  readonly imageUrl: string | null;
}

export interface BannerCache {
  value: LoginInterruptBanner | null;
}

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** Reads the content value; a missing or malformed one gives empty texts, which the prompt fills from its catalogue. */
export function parseBanner(data: unknown): LoginInterruptBanner {
  const value = ((data as { login_interrupt_banner?: unknown } | null)?.login_interrupt_banner ?? {}) as Record<
    string,
    unknown
  >;
  const image = text(value['image_url'], 500);
  return {
    title: text(value['title'], 120),
    subtitle: text(value['subtitle'], 240),
    cta: text(value['cta'], 40),
    imageUrl: image && isSameSitePath(image) ? image : null,
  };
}

const EMPTY: LoginInterruptBanner = { title: '', subtitle: '', cta: '', imageUrl: null };

/**
 * docs/rules.md section 4: on open, banner content is fetched if empty. Once held it is reused for the rest
 * of the page's life; a failed fetch shows the catalogue's texts and is tried again next time.
 */
export async function ensureBannerContent(
  cache: BannerCache,
  fetchContent: () => Promise<unknown>,
): Promise<LoginInterruptBanner> {
  if (cache.value) return cache.value;
  try {
    cache.value = parseBanner(await fetchContent());
    return cache.value;
  } catch {
    return EMPTY;
  }
}
