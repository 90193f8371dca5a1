export { describeCatalogues } from './describe-catalogues';
