import { RouteNotFoundError, type LoaderContext } from '@nivaas/routes';
import { brandProduct, type BrandProduct } from '../../features/content';

export interface BrandData {
  readonly product: BrandProduct;
}

/** /brands/{product}/: a product outside the brands map is Not Found, decided before anything renders. */
export async function loadBrand({ params }: LoaderContext): Promise<BrandData> {
  const product = brandProduct(params['product']);
  if (!product) throw new RouteNotFoundError(`Unknown brand ${params['product'] ?? ''}`);
  return { product };
}
