const loading = new WeakMap<Document, Map<string, Promise<void>>>();

/**
 * Adds `<script async src>` once per URL and document; resolves when it has run, rejects when it
 * failed to load. Third-party scripts load only through this, and only when configured.
 */
export function loadScript(doc: Document, src: string): Promise<void> {
  let scripts = loading.get(doc);
  if (!scripts) {
    scripts = new Map();
    loading.set(doc, scripts);
  }
  const known = scripts.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)));
    doc.head.append(script);
  });
  scripts.set(src, promise);
  return promise;
}
