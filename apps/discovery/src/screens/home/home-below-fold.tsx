import { Stack } from '@nivaas/ui';
import { LandingSections } from './landing-sections';
import { Promotions } from './promotions';
import { SeoFooter } from './seo-footer';

/**
 * Everything of home below the first screenful: one chunk, fetched when the visitor scrolls towards it. Its sections
 * (a loaded StateView gives its sections as they are, without a box) are the page's space apart, as those above.
 */
export default function HomeBelowFold() {
  return (
    <Stack gap={6}>
      <LandingSections />
      <Promotions />
      <SeoFooter />
    </Stack>
  );
}
