/**
 * The catalogue feature's surface for other features (docs/conventions.md 5): the search behind searchHotels, which
 * the content feature runs for the hotels a listing's structured data lists (the same hotels, same order).
 */
export { searchCatalogue } from './search-catalogue';
