/** A page number from the URL (`?page=`): a positive whole number, else the first page. */
export function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}
