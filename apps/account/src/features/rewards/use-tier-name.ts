import { LOYALTY_TIERS } from '@nivaas/domain';
import { useTierT } from './tier-messages';

const KNOWN: ReadonlySet<string> = new Set(LOYALTY_TIERS);

/** A tier's name in the page's language; a tier the site does not know is shown as the API named it. */
export function useTierName(): (tier: string | null | undefined) => string {
  const t = useTierT();
  return (tier) => {
    const name = (tier ?? '').trim().toLowerCase();
    if (KNOWN.has(name)) return t(`tier.${name as (typeof LOYALTY_TIERS)[number]}`);
    return name ? name.charAt(0).toUpperCase() + name.slice(1) : '';
  };
}
