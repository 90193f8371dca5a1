export { ItinerarySummary, type ItinerarySummaryProps } from './itinerary-summary';
export { PriceSummary, type PriceSummaryProps } from './price-summary';
