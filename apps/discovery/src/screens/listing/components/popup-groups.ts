import type { FILTER_POPUPS, FilterGroup } from '@nivaas/domain/search';

export type FilterPopupName = (typeof FILTER_POPUPS)[number];

/** docs/rules.md 2: the filter popups on results and the group each one edits. */
export const POPUP_GROUP: Readonly<Record<FilterPopupName, FilterGroup>> = {
  Price: 'priceRanges',
  Rating: 'userRating',
  Popular: 'popularCollections',
  Location: 'localities',
};
