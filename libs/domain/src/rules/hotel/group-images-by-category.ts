/** A gallery's images grouped by category: categories in the order of their first picture, pictures by position. */
export function groupImagesByCategory<T extends { readonly category: string; readonly position: number }>(
  images: readonly T[],
): { readonly category: string; readonly images: T[] }[] {
  const sorted = images
    .map((image, index) => ({ image, index }))
    .sort((a, b) => a.image.position - b.image.position || a.index - b.index)
    .map(({ image }) => image);
  const groups = new Map<string, T[]>();
  for (const image of sorted) {
    const category = image.category.trim() || 'other';
    groups.set(category, [...(groups.get(category) ?? []), image]);
  }
  return [...groups].map(([category, list]) => ({ category, images: list }));
}
