import { sitePath, textOf } from '../../../features/content';

/** The listing's ad slot (content `adsbanner_content`, docs/rules.md 3 adsBanner). */
export interface ListingAdContent {
  readonly title: string;
  readonly text: string;
  readonly cta: string;
  readonly imageUrl: string;
  /** A path of this site: content never sends a visitor away. */
  readonly link: string;
}

/**
 * The ad read defensively: a title and a same-site link, or null (no ad). An ad that leads to the listing it would be
 * shown on is no ad for that page (it would send the visitor to where they are), so it is null there too.
 */
export function listingAdContent(value: unknown, pathname: string): ListingAdContent | null {
  const title = textOf(value, 'title').trim();
  const link = sitePath(textOf(value, 'link'));
  if (!title || !link) return null;
  if (link.split(/[?#]/)[0] === pathname) return null;
  return {
    title,
    text: textOf(value, 'text').trim(),
    cta: textOf(value, 'cta').trim(),
    imageUrl: textOf(value, 'image_url'),
    link,
  };
}
