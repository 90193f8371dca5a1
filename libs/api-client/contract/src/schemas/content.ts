import { Type, type Static } from 'typebox';
import { AnyObject, MAX_PAGE } from './common';

/** Content values keep their own shapes; the keys are docs/rules.md section 3 "Content". */
export const ContentsV2Query = Type.Object({ keys: Type.String({ minLength: 1, maxLength: 500 }) });
export const ContentsV1Query = Type.Object({ key: Type.String({ minLength: 1, maxLength: 60 }) });
export const LandingPageQuery = Type.Object({ keys: Type.Optional(Type.String({ maxLength: 300 })) });
export const ContentsResponse = Type.Object({ data: Type.Record(Type.String(), Type.Unknown()) });

export const SeoMeta = Type.Object({
  title: Type.String(),
  meta: Type.Array(Type.Object({ name: Type.String(), content: Type.String() })),
  link: Type.Array(Type.Object({ rel: Type.String(), href: Type.String() })),
  structured_data: AnyObject,
  footer_interlinks: Type.Array(
    Type.Object({
      title: Type.String(),
      links: Type.Array(Type.Object({ label: Type.String(), href: Type.String() })),
    }),
  ),
});
export type SeoMeta = Static<typeof SeoMeta>;
export const ContentMetaQuery = Type.Object({
  page: Type.String({ minLength: 1, maxLength: 60 }),
  q: Type.Optional(Type.String({ maxLength: 200 })),
});

export const CampaignBanner = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  image_url: Type.String(),
  cta: Type.String(),
  link: Type.String(),
  coupon_code: Type.Union([Type.String(), Type.Null()]),
  page: Type.String(),
});
/**
 * The coupon a campaign offers, with the conditions the checkout applies it under (the coupons table): a percentage
 * off the room price before tax (after any member discount), up to a maximum, from a minimum room price.
 */
export const CampaignCoupon = Type.Object({
  code: Type.String(),
  percent: Type.Integer(),
  max_discount: Type.Integer(),
  min_amount: Type.Integer(),
  first_booking_only: Type.Boolean(),
  login_required: Type.Boolean(),
});
export type CampaignCoupon = Static<typeof CampaignCoupon>;
/**
 * A campaign's own detail (campaignDetailsPageBanner, docs/rules.md 3): the banner, what the campaign is, its own terms, and
 * its coupon with the coupon's real conditions (null when it has none). No end date: campaigns here run until removed,
 * and a made-up deadline would be false urgency (India CCPA 2023).
 */
export const CampaignBannerDetail = Type.Object({
  ...CampaignBanner.properties,
  description: Type.String(),
  terms: Type.Array(Type.String()),
  coupon: Type.Union([CampaignCoupon, Type.Null()]),
});
export type CampaignBannerDetail = Static<typeof CampaignBannerDetail>;
export const CampaignBannersQuery = Type.Object({
  page: Type.Optional(Type.String({ maxLength: 60 })),
  city: Type.Optional(Type.String({ maxLength: 60 })),
});
export const CampaignBannersResponse = Type.Object({ data: Type.Array(CampaignBanner) });
export const CampaignBannerParam = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const FaqQuery = Type.Object({
  page: Type.Optional(Type.String({ maxLength: 60 })),
  query: Type.Optional(Type.String({ maxLength: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE * 20, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 5 })),
});
export const QnaAnswer = Type.Object({
  user: Type.String(),
  date: Type.String(),
  verified: Type.Boolean(),
  answer: Type.String(),
});
export const QnaItem = Type.Object({ id: Type.Integer(), question: Type.String(), answers: Type.Array(QnaAnswer) });
export const QnaResponse = Type.Object({ title: Type.String(), total: Type.Integer(), content: Type.Array(QnaItem) });
export type QnaResponse = Static<typeof QnaResponse>;
export const AddQuestionBody = Type.Object({
  question: Type.String({ minLength: 5, maxLength: 500 }),
  page: Type.String({ minLength: 1, maxLength: 60 }),
});
export const AddQuestionResponse = Type.Object({ id: Type.Integer(), status: Type.String() });

/**
 * A path of this site (`/hotels-in-goa/?utm_source=share`), never another site: a short link that
 * could point anywhere would be a phishing tool under our name. Printable ASCII without a backslash
 * (browsers read `\` as `/`), and what follows the first `/` is not a second slash or backslash, raw
 * or percent-encoded (`//evil.example`, `/\evil.example`, `/%2F%2Fevil.example` leave the site).
 * The API checks the decoded form too.
 */
export const SitePath = Type.String({
  pattern: '^/(?![/\\\\]|%2[fF]|%5[cC])[!-\\[\\]-~]*$',
  maxLength: 2000,
  examples: ['/hotels-in-goa/?utm_source=share'],
});
export const ShortLinkBody = Type.Object({
  link: SitePath,
  social_title: Type.Optional(Type.String({ maxLength: 200 })),
  image: Type.Optional(Type.String({ maxLength: 2000 })),
});
export const ShortLinkResponse = Type.Object({
  code: Type.String(),
  short_link: Type.String(),
  link: Type.String(),
  social_title: Type.String(),
  image: Type.String(),
});
export const ShortLinkParam = Type.Object({ code: Type.String({ pattern: '^[A-Za-z0-9_-]{6,16}$' }) });
