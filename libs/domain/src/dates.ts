/** @nivaas/domain/dates: Stays and days: parsing, clamping and checking a stay (docs/rules.md 5). */
export { API_DATE_FORMAT, parseDate, SITE_DATE_FORMAT } from './rules/dates/parse-date';
export { isValidDate } from './rules/dates/is-valid-date';
export { toSiteQueryDate } from './rules/dates/to-site-query-date';
export { toApiQueryDate } from './rules/dates/to-api-query-date';
export { clampStay, MAX_STAY_NIGHTS, type StayRange } from './rules/dates/clamp-stay';
export { defaultStay } from './rules/dates/default-stay';
export { stayNights } from './rules/dates/stay-nights';
export { checkStay, type StayCheck, type StayProblem } from './rules/dates/check-stay';
