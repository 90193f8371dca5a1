import { LandingSections } from './landing-sections';
import { Promotions } from './promotions';
import { SeoFooter } from './seo-footer';

/** Everything of home below the first screenful: one chunk, fetched when the visitor scrolls towards it. */
export default function HomeBelowFold() {
  return (
    <>
      <LandingSections />
      <Promotions />
      <SeoFooter />
    </>
  );
}
