import escapeHtml from 'escape-html';
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** The look every development simulator page shares (the Google account chooser, the PhonePe app). */
export const SIMULATOR_STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f4f4f5}
main{max-width:30rem;margin:0 auto;padding:1rem}h1{font-size:1.35rem;margin:.5rem 0}
.badge{display:inline-block;padding:.2rem .6rem;border:1px solid #8a4b00;border-radius:1rem;color:#8a4b00;font-size:.85rem}
label{display:block;margin-top:.8rem;font-weight:600}
input[type=text],input[type=email],input[type=tel]{display:block;width:100%;box-sizing:border-box;font-size:1rem;padding:.6rem;margin-top:.25rem;min-height:44px}
fieldset{border:1px solid #999;border-radius:.4rem;margin-top:1rem}legend{font-weight:600}
.choice{display:flex;gap:.5rem;align-items:center;font-weight:400;min-height:44px;margin:0}
button{display:block;width:100%;font-size:1rem;min-height:48px;margin-top:1rem;border-radius:.4rem;border:1px solid #444;background:#fff}
.primary{background:#1a56db;border-color:#1a56db;color:#fff}.notice{padding:.8rem;border:1px solid #b00020;color:#b00020}
.log{font-size:.9rem;color:#333;min-height:1.4rem}
.phone{width:360px;max-width:100%;height:640px;border:10px solid #222;border-radius:1.5rem;box-sizing:content-box;background:#fff;display:block;margin:1rem auto}`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(SIMULATOR_STYLE).digest('base64')}'`;

/**
 * A simulator page's own policy: its one stylesheet by hash, its one script from this origin (no inline script),
 * calls and forms to this origin only. `frames` says whether it may frame this origin (the PhonePe app frames the
 * site); none may be framed itself. The shell's proxy keeps a page's own policy instead of its own.
 */
export function simulatorPageCsp(frames: boolean): string {
  return [
    `default-src 'none'`,
    `script-src 'self'`,
    `style-src ${STYLE_HASH}`,
    `connect-src 'self'`,
    `img-src 'self' data:`,
    `frame-src ${frames ? "'self'" : "'none'"}`,
    `form-action 'self'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** A whole simulator page: its title, body and the script that drives it (`script`, a path on this origin). */
export function simulatorPage(title: string, body: string, script: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${SIMULATOR_STYLE}</style><script src="${escapeHtml(script)}" defer></script></head><body><main>${body}</main></body></html>`;
}

/** Sends a simulator's page or script with its policy, never cached (a development tool follows the code). */
export function sendSimulatorFile(
  reply: FastifyReply,
  type: 'html' | 'js',
  text: string,
  frames = false,
): FastifyReply {
  return reply
    .header('content-security-policy', simulatorPageCsp(frames))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .type(type === 'html' ? 'text/html; charset=utf-8' : 'text/javascript; charset=utf-8')
    .send(text);
}
