/**
 * The design tokens as the build reads them: the custom properties declared on the first top-level
 * `:root` rule of libs/ui/src/tokens/tokens.css. Later `:root` rules sit inside media queries (reduced
 * motion) and only override for some visitors, so they are not the tokens' values.
 */
export function parseDesignTokens(css: string): Map<string, string> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const tokens = new Map<string, string>();
  const body = firstTopLevelRootBody(text);
  if (body === null) return tokens;
  for (const declaration of body.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (name.startsWith('--') && value) tokens.set(name, value);
  }
  return tokens;
}

/** The declarations of the first `:root { ... }` outside any at-rule (brace depth 0), or null. */
function firstTopLevelRootBody(text: string): string | null {
  let depth = 0;
  let selectorStart = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '{') {
      if (depth === 0 && text.slice(selectorStart, i).trim() === ':root') {
        const close = text.indexOf('}', i);
        return text.slice(i + 1, close === -1 ? undefined : close);
      }
      depth += 1;
    } else if (char === '}') {
      depth = Math.max(0, depth - 1);
      if (depth === 0) selectorStart = i + 1;
    } else if (char === ';' && depth === 0) {
      selectorStart = i + 1; // after an @import or @charset
    }
  }
  return null;
}

/**
 * Puts each `var(--token)` of a text (the app icon's SVG) to its value. A token the file does not declare
 * is an error, never a silent black: the icon would ship in the wrong colour.
 */
export function resolveTokenVars(text: string, tokens: ReadonlyMap<string, string>): string {
  return text.replace(/var\(\s*(--[A-Za-z0-9_-]+)\s*\)/g, (_match, name: string) => {
    const value = tokens.get(name);
    if (value === undefined) throw new Error(`uses ${name}, which the design tokens do not declare`);
    return value;
  });
}
