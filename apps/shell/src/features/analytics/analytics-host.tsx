/** Page-transition events, analytics adapters and third-party scripts. (issue 6) */
export function AnalyticsHost() {
  return null;
}
