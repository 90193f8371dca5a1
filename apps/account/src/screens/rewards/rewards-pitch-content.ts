import { LOYALTY_TIERS } from '@nivaas/domain';

/** Content `rewards`: what the programme is, for a visitor who is not a member yet. */
export interface RewardsPitch {
  readonly title: string;
  readonly text: string;
  /** The tiers the site knows, in the content's order (lowest first). */
  readonly tiers: readonly string[];
}

const KNOWN: ReadonlySet<string> = new Set(LOYALTY_TIERS);

/** The content read defensively: a title and a text, or null (the page then shows the sign-in prompt alone). */
export function rewardsPitch(value: unknown): RewardsPitch | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Readonly<Record<string, unknown>>;
  const title = typeof record['title'] === 'string' ? record['title'].trim() : '';
  const text = typeof record['text'] === 'string' ? record['text'].trim() : '';
  if (!title || !text) return null;
  const tiers = Array.isArray(record['tiers'])
    ? record['tiers'].filter((tier): tier is string => typeof tier === 'string' && KNOWN.has(tier))
    : [];
  return { title, text, tiers };
}
