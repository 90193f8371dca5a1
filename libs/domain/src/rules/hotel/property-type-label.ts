/** docs/rules.md section 3: property type (homestay or hotel); underscores shown as spaces. */
export function propertyTypeLabel(type: string | null | undefined): string {
  return (type ?? '').replace(/_/g, ' ').trim();
}
