/** @nivaas/domain/dates: Stays and days: parsing, clamping and checking a stay (docs/rules.md 5). */
export {
  API_DATE_FORMAT,
  checkStay,
  clampStay,
  defaultStay,
  isValidDate,
  MAX_STAY_NIGHTS,
  parseDate,
  SITE_DATE_FORMAT,
  type StayCheck,
  stayNights,
  type StayProblem,
  type StayRange,
  toApiQueryDate,
  toSiteQueryDate,
} from './rules/dates/dates';
