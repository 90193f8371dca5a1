import { NOT_FOUND_SCREEN } from '@nivaas/routes';
import type { Locale } from '@nivaas/i18n';
import { compressPage } from '../html-document';
import { DEFAULT_RENDER_BUDGET_MS } from '../server-config';
import { composePage } from './compose-page';
import { joinStyles, type InlineStyles } from './inline-styles';
import type { RenderScreen } from './render-bundle';
import { firstStyleAttribute, type RenderedPage } from './server-renderer';

export interface NotFoundRenderRequest {
  readonly pathname: string;
  readonly search: string;
  /** The 404 page as it goes out today: index.html with its noindex head and an empty #root. */
  readonly html: string;
  readonly locale: Locale;
}

export interface NotFoundRendererOptions {
  readonly renderScreen: RenderScreen;
  /** The layout's stylesheets: the Not Found screen's are among them (it is in the shell's first load). */
  readonly layoutStyles: InlineStyles;
  readonly customerCarePhone: string;
  readonly budgetMs?: number;
  /** Not Found pages drawn at once; past it, the page goes out undrawn (drawn in the browser). */
  readonly maxConcurrentRenders?: number;
  readonly onFailure?: (error: unknown) => void;
}

export interface NotFoundRenderer {
  /** The 404 page with the Not Found screen drawn in it, or null: it then goes out as it is. */
  render(request: NotFoundRenderRequest): Promise<RenderedPage | null>;
}

/** Below MAX_CONCURRENT_RENDERS' 4: an endless crawl of made-up URLs never takes every render from real pages. */
export const MAX_CONCURRENT_NOT_FOUND_RENDERS = 2;

/**
 * Draws the Not Found screen inside the shell for a 404 (an unknown path, a landmark or brand the catalogue does not
 * know, a hotel the API does not have), so the page says so with JavaScript off and the browser hydrates it rather
 * than drawing the URL's shape (a listing, a brand) to find out again. Nothing is kept: any made-up URL is a 404, and
 * keeping them would push real pages out of the rendered-page cache. It has no data, so a draw takes a few ms; it
 * still has the render budget, and past it, or on any failure, the page goes out undrawn, as before.
 */
export function createNotFoundRenderer(options: NotFoundRendererOptions): NotFoundRenderer {
  const budgetMs = options.budgetMs ?? DEFAULT_RENDER_BUDGET_MS;
  const maxRenders = options.maxConcurrentRenders ?? MAX_CONCURRENT_NOT_FOUND_RENDERS;
  let rendering = 0;
  let failing = false;

  async function draw(request: NotFoundRenderRequest): Promise<RenderedPage> {
    const drawn = await options.renderScreen({
      screen: NOT_FOUND_SCREEN,
      pathname: request.pathname,
      search: request.search,
      params: {},
      customerCarePhone: options.customerCarePhone,
      locale: request.locale,
    });
    const attribute = firstStyleAttribute(drawn.html);
    if (attribute) throw new Error(`The Not Found markup has a style attribute: ${attribute}`);
    const styles = joinStyles([options.layoutStyles]);
    return {
      document: await compressPage(
        composePage(request.html, {
          styles: styles.html,
          body: drawn.html,
          state: drawn.state,
          locale: request.locale,
        }),
      ),
      styleHashes: styles.hashes,
    };
  }

  return {
    async render(request) {
      if (rendering >= maxRenders) return null;
      rendering += 1;
      // The place is held until the draw ends, even past its budget.
      const drawing = draw(request).finally(() => {
        rendering -= 1;
      });
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        const page = await Promise.race([
          drawing,
          new Promise<null>((resolve) => {
            timer = setTimeout(() => resolve(null), budgetMs);
          }),
        ]);
        failing = false;
        return page;
      } catch (error) {
        // Once per failure streak, as the page renderer logs: a broken bundle must not flood the log per request.
        if (!failing) options.onFailure?.(error);
        failing = true;
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
