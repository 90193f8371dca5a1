/**
 * What the site shares as `react-router-dom` (tools/webpack/federation.ts): the exports our code uses.
 * Why: react-router v7 resolves to its development build through its exports map, and a shared module is never tree-shaken: sharing this subset of its production build cuts the shared router from 62 KB to 14 KB gzip.
 * Code may import only these names from 'react-router-dom' (lint: no-restricted-imports, allow-list read
 * from this file); add a name here when a screen needs it. Jest uses the real package.
 */
export {
  BrowserRouter,
  Link,
  useLocation,
  useNavigate,
  useSearchParams,
  useNavigationType,
} from 'nivaas-react-router-production';
