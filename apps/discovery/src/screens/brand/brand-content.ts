import { getContents, type BrandProduct } from '../../features/content';
import { earlyResource, type EarlyResource } from '../../features/first-view';

/** The content keys of a brand's page: its own page (`brand_{product}`: { title, html }) and the "why us" points. */
export const brandContentKeys = (product: BrandProduct) => [`brand_${product}`, 'why_nivaas'] as const;

/** A brand page's one read (key `brand:{product}`); its loader starts it in the browser (features/first-view). */
export const brandContentRequest = (product: BrandProduct): EarlyResource<Readonly<Record<string, unknown>>> =>
  earlyResource(`brand:${product}`, (signal) => getContents(brandContentKeys(product), signal));
