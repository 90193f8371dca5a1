/**
 * docs/rules.md section 3 "Content" rewardsInfo: the `loyalty_page_info` content value (card images, heading banner,
 * ladder tiers with benefit flags and texts, eligibility, FAQ sections, terms url), read from whatever the content
 * service sent. Content is typed `unknown`: every part is read on its own, a bad part is dropped and the rest kept,
 * and nothing here throws.
 */

export interface RewardsImage {
  /** A path of this site or an https URL; anything else is dropped. */
  readonly src: string;
  readonly alt: string;
  /** Given by the content, else the slot's default, so the page never shifts when the image arrives. */
  readonly width: number;
  readonly height: number;
}

export interface RewardsBanner {
  readonly title: string;
  readonly subtitle: string;
  readonly image: RewardsImage | null;
}

export interface RewardsBenefit {
  /** The content's key, e.g. `early_checkin`: a screen translates the keys it knows. */
  readonly key: string;
  /** The key made readable ("Early checkin"), for keys a screen does not know. */
  readonly label: string;
  readonly included: boolean;
}

export interface RewardsTierInfo {
  /** As the content names it, lower case: silver, gold, platinum (others kept as given). */
  readonly tier: string;
  /** Nights in 12 months the tier needs; null when the content does not say. */
  readonly nights: number | null;
  /** One per key of `benefitKeys`, in that order (a key the tier lacks is not included). */
  readonly benefits: readonly RewardsBenefit[];
  readonly text: string;
}

export interface RewardsFaqItem {
  readonly question: string;
  readonly answer: string;
}

export interface RewardsFaqSection {
  readonly title: string;
  readonly items: readonly RewardsFaqItem[];
}

export interface RewardsInfo {
  readonly banner: RewardsBanner | null;
  readonly cardImages: readonly RewardsImage[];
  readonly ladder: readonly RewardsTierInfo[];
  /** Every benefit key of the ladder, in the order first met: the columns of a benefits table. */
  readonly benefitKeys: readonly string[];
  readonly eligibility: string;
  readonly faqSections: readonly RewardsFaqSection[];
  /** `tnc_url` when it is a path of this site, else null. */
  readonly termsPath: string | null;
  /** `terms`: the terms and conditions, as plain texts (non-texts dropped, at most 30). */
  readonly terms: readonly string[];
}

export const REWARDS_BANNER_SIZE = { width: 1024, height: 576 } as const;
export const REWARDS_CARD_SIZE = { width: 320, height: 200 } as const;

const MAX_TEXT = 600;
const MAX_ITEMS = 24;

type Json = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown, max = MAX_TEXT): string => (typeof value === 'string' ? value.trim().slice(0, max) : '');

const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value.slice(0, MAX_ITEMS) : []);

const size = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 4096 ? value : fallback;

/** A path of this site: one leading slash, no scheme, no host, no backslash, whitespace or control characters. */
export function isSitePath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 300 &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    !/[\\\s\u0000-\u001f\u007f]/.test(value)
  );
}

function imageSource(value: unknown): string | null {
  if (isSitePath(value)) return value;
  if (typeof value !== 'string' || value.length > 1000) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

function readImage(value: unknown, fallback: { width: number; height: number }, alt = ''): RewardsImage | null {
  const record = isObject(value) ? value : { url: value };
  const src = imageSource(record['url'] ?? record['image_url'] ?? record['src']);
  if (!src) return null;
  return {
    src,
    alt: text(record['alt'], 200) || alt,
    width: size(record['width'], fallback.width),
    height: size(record['height'], fallback.height),
  };
}

const readable = (key: string): string => {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function readBanner(value: unknown): RewardsBanner | null {
  if (!isObject(value)) return null;
  const title = text(value['title'], 200);
  const subtitle = text(value['subtitle'], 300);
  const image = readImage(isObject(value['image']) ? value['image'] : value, REWARDS_BANNER_SIZE, title);
  return title || subtitle || image ? { title, subtitle, image } : null;
}

interface RawTier {
  readonly tier: string;
  readonly nights: number | null;
  readonly flags: ReadonlyMap<string, boolean>;
  readonly text: string;
}

function readTier(value: unknown): RawTier | null {
  if (!isObject(value)) return null;
  const tier = text(value['tier'] ?? value['name'], 40).toLowerCase();
  if (!tier) return null;
  const nights = value['nights'];
  const flags = new Map<string, boolean>();
  if (isObject(value['benefits'])) {
    for (const [key, flag] of Object.entries(value['benefits']).slice(0, MAX_ITEMS)) {
      if (typeof flag === 'boolean' && /^[a-z0-9_-]{1,40}$/i.test(key)) flags.set(key, flag);
    }
  }
  return {
    tier,
    nights: typeof nights === 'number' && Number.isInteger(nights) && nights >= 0 && nights <= 366 ? nights : null,
    flags,
    text: text(value['text'] ?? value['description']),
  };
}

function readFaq(value: unknown): RewardsFaqSection | null {
  if (!isObject(value)) return null;
  const items = list(value['items']).flatMap((item) => {
    if (!isObject(item)) return [];
    const question = text(item['q'] ?? item['question'], 300);
    const answer = text(item['a'] ?? item['answer'], 2000);
    return question && answer ? [{ question, answer }] : [];
  });
  return items.length > 0 ? { title: text(value['title'], 200), items } : null;
}

/** Reads `loyalty_page_info`; anything unreadable gives an empty part, never an exception. */
export function readRewardsInfo(value: unknown): RewardsInfo {
  const content = isObject(value) ? value : {};
  const byName = new Map<string, RawTier>();
  for (const tier of list(content['ladder']).map(readTier)) {
    if (tier && !byName.has(tier.tier)) byName.set(tier.tier, tier); // a repeated tier: the first one counts
  }
  const tiers = [...byName.values()];
  const benefitKeys = [...new Set(tiers.flatMap((tier) => [...tier.flags.keys()]))];
  const ladder = tiers.map((tier) => ({
    tier: tier.tier,
    nights: tier.nights,
    text: tier.text,
    benefits: benefitKeys.map((key) => ({ key, label: readable(key), included: tier.flags.get(key) === true })),
  }));
  const cardImages = list(content['card_images'])
    .map((image) => readImage(image, REWARDS_CARD_SIZE))
    .filter((image): image is RewardsImage => image !== null);
  const faqSections = list(content['faq_sections'])
    .map(readFaq)
    .filter((section): section is RewardsFaqSection => section !== null);
  const terms = content['tnc_url'];
  return {
    banner: readBanner(content['heading_banner']),
    cardImages,
    ladder,
    benefitKeys,
    eligibility: text(content['eligibility'], 1000),
    faqSections,
    termsPath: isSitePath(terms) ? terms : null,
    terms: list(content['terms'])
      .map((item) => text(item, 1000))
      .filter(Boolean)
      .slice(0, 30),
  };
}
