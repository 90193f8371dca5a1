import { createHash } from 'node:crypto';
import { posix, relative, sep } from 'node:path';
import { getCSSModuleLocalIdent } from '@nx/webpack';

/** What css-loader hands a `getLocalIdent`: the module's path and the webpack context it is relative to. */
interface LoaderContext {
  readonly resourcePath: string;
  readonly rootContext: string;
}

type GetLocalIdent = (context: LoaderContext, localIdentName: string, localName: string, options: object) => string;

/**
 * A production class name: `n` and 7 characters of the SHA-256 of the stylesheet's path (relative to the webpack
 * context, as Nx hashes it) and the local name, base64url. 42 bits: no two of the site's few thousand classes meet.
 * Every build of the site (shell, remotes, their server bundles) has its context at apps/<name>, so a library's
 * class is the same name in each, as with Nx's own names. The readable names (`hotel-card_name__1OAI5`) were a sixth
 * of a listing page's HTML and of its inline CSS; development builds keep them.
 */
export function shortClassName(context: LoaderContext, localName: string): string {
  const path = relative(context.rootContext, context.resourcePath).split(sep).join(posix.sep);
  const digest = createHash('sha256').update(`${path}\u0000${localName}`).digest('base64url');
  return `n${digest.slice(0, 7)}`;
}

/** css-loader's `getLocalIdent` for a build: short names in production, Nx's readable ones otherwise. */
export function cssClassNames(production: boolean): GetLocalIdent {
  return production
    ? (context, _localIdentName, localName) => shortClassName(context, localName)
    : (context, localIdentName, localName, options) =>
        getCSSModuleLocalIdent(context as never, localIdentName, localName, options as never);
}

interface RuleLike {
  readonly loader?: unknown;
  readonly options?: unknown;
  readonly use?: unknown;
  readonly oneOf?: unknown;
  readonly rules?: unknown;
}

/** Every css-loader with CSS modules in these rules gets `getLocalIdent`. Returns how many it changed. */
export function setCssClassNames(rules: unknown, getLocalIdent: GetLocalIdent): number {
  if (!Array.isArray(rules)) return 0;
  let changed = 0;
  for (const rule of rules as RuleLike[]) {
    if (!rule || typeof rule !== 'object') continue;
    if (typeof rule.loader === 'string' && /[\\/]css-loader[\\/]|^css-loader$/.test(rule.loader)) {
      const modules = (rule.options as { modules?: { getLocalIdent?: unknown } } | undefined)?.modules;
      if (modules && typeof modules === 'object' && 'getLocalIdent' in modules) {
        modules.getLocalIdent = getLocalIdent;
        changed += 1;
      }
    }
    changed += setCssClassNames(rule.use, getLocalIdent);
    changed += setCssClassNames(rule.oneOf, getLocalIdent);
    changed += setCssClassNames(rule.rules, getLocalIdent);
  }
  return changed;
}

/**
 * Gives a browser build the class names of `cssClassNames`: listed after NxAppWebpackPlugin, which writes its CSS
 * rules into the configuration as it is applied. A server bundle sets the same function on its own loader
 * (server-bundle.ts), so the HTML it draws names the classes the browser's stylesheet has.
 */
export class CssClassNamesPlugin {
  constructor(private readonly production: boolean) {}

  apply(compiler: { options: { module: { rules: unknown[] } } }) {
    if (!this.production) return;
    const changed = setCssClassNames(compiler.options.module.rules, cssClassNames(true));
    if (changed === 0)
      throw new Error('CssClassNamesPlugin found no CSS modules rule: list it after NxAppWebpackPlugin');
  }
}
