import { RouteNotFoundError, type LoaderContext } from '@nivaas/routes';
import { browserDocument } from '@nivaas/state';
import { brandProduct, getContents, type BrandProduct } from '../../features/content';
import { brandContentKeys, brandContentRequest } from './brand-content';

/**
 * The brand the URL names and, when the server drew the page, its content values by key. Plain JSON: the server
 * embeds it in the page.
 */
export interface BrandData {
  readonly product: BrandProduct;
  readonly content?: Readonly<Record<string, unknown>>;
}

/**
 * /brands/{product}/: a product outside the brands map is Not Found, decided before anything renders. On the server
 * (no document) it then waits for the brand's content, so the HTML has its title, text and "why us" points and the
 * browser hydrates them without asking again; a failed or unusable answer throws there, so the shell sends
 * the page to be drawn in the browser and keeps nothing. In the browser (a client navigation) it waits for nothing:
 * it starts the request beside the screen's code, and the screen shows its own skeleton and error with Retry.
 */
export async function loadBrand(
  { params, signal }: Pick<LoaderContext, 'params' | 'signal'>,
  doc: Document | null = browserDocument(),
): Promise<BrandData> {
  const product = brandProduct(params['product']);
  if (!product) throw new RouteNotFoundError(`Unknown brand ${params['product'] ?? ''}`);
  if (doc) {
    brandContentRequest(product).start();
    return { product };
  }
  return { product, content: await getContents(brandContentKeys(product), signal) };
}
