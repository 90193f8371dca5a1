/** docs/rules.md section 2: search type is 'search' on /search/, otherwise 'browse'. */
export function analyticsSearchType(pathname: string): 'search' | 'browse' {
  return /^\/search\//.test(pathname) ? 'search' : 'browse';
}
