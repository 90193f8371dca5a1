/** The search widget: its public surface for the other discovery features (docs/conventions.md 5). */
export { SearchWidget, type SearchWidgetProps } from './search-widget';
export { SearchWidgetModal, type SearchWidgetModalProps } from './search-widget-modal';
export { openSearchWidget, closeSearchWidget } from './search-widget-commands';
export { searchTarget, type PlaceSelection } from './search-target';
export { getSearchSuggestions, SUGGESTION_LIMIT } from './api/get-search-suggestions';
