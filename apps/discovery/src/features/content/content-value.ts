/**
 * Content values arrive as `unknown` (ContentsResponse: key -> value of its own shape), so they
 * are read field by field: a value of the wrong shape reads as absent, never as a crash.
 */
export type Json = Readonly<Record<string, unknown>>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const textOf = (value: unknown, key: string): string => {
  const field = isObject(value) ? value[key] : undefined;
  return typeof field === 'string' ? field : '';
};

export const listOf = (value: unknown, key?: string): readonly unknown[] => {
  const field = key === undefined ? value : isObject(value) ? value[key] : undefined;
  return Array.isArray(field) ? field : [];
};

export const objectOf = (value: unknown, key: string): Json | null => {
  const field = isObject(value) ? value[key] : undefined;
  return isObject(field) ? field : null;
};

/** A site link from content: only a same-site path is followed, so content cannot send visitors away. */
export const sitePath = (href: string): string | null => (href.startsWith('/') && !href.startsWith('//') ? href : null);
