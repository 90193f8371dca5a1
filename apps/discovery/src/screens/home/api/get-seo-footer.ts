import { homeApi } from './home-api';

/** msite_seo_footer (GET /api/v1/contents/): the title and paragraph of SEO text home shows above the site footer. */
export async function getSeoFooter(signal?: AbortSignal): Promise<unknown> {
  return (await homeApi.api.getContentsV1({ query: { key: 'msite_seo_footer' } }, { signal })).data['msite_seo_footer'];
}
