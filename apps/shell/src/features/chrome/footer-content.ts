import { isSameSitePath } from '@nivaas/routes';

export interface FooterLinkGroup {
  readonly title: string;
  readonly links: readonly { readonly label: string; readonly href: string }[];
}

export interface FooterContent {
  readonly customerCarePhone: string | null;
  readonly whatsappSupportUrl: string | null;
  readonly interlinks: readonly FooterLinkGroup[];
}

const text = (value: unknown, max = 200): string | null =>
  typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : null;

/** WhatsApp support links go to WhatsApp only: content is data, and a `javascript:` link would run. */
export function safeWhatsappUrl(value: unknown): string | null {
  const url = text(value, 300);
  if (!url) return null;
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.toLowerCase();
    return parsed.protocol === 'https:' && (host === 'wa.me' || host === 'api.whatsapp.com') ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** A phone number as content may give it: digits, spaces, +, - and brackets only. */
export function safePhone(value: unknown): string | null {
  const phone = text(value, 30);
  return phone && /^\+?[0-9][0-9 ()-]{5,}$/.test(phone) ? phone : null;
}

/** Reads gdc_customer_care_numbers ({ default, whatsappSupportUrl }) whatever the API sent. */
export function readCustomerCare(value: unknown): Pick<FooterContent, 'customerCarePhone' | 'whatsappSupportUrl'> {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    customerCarePhone: safePhone(record['default']),
    whatsappSupportUrl: safeWhatsappUrl(record['whatsappSupportUrl']),
  };
}

/** Footer interlinks from SEO content: same-site links only, empty groups dropped, at most 40 links a group. */
export function readInterlinks(value: unknown): FooterLinkGroup[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((group: unknown) => {
    const record = typeof group === 'object' && group !== null ? (group as Record<string, unknown>) : {};
    const title = text(record['title'], 120);
    const links = (Array.isArray(record['links']) ? record['links'] : [])
      .map((link: unknown) => {
        const l = typeof link === 'object' && link !== null ? (link as Record<string, unknown>) : {};
        const label = text(l['label'], 120);
        const href = text(l['href'], 300);
        return label && href && isSameSitePath(href) ? { label, href } : null;
      })
      .filter((link): link is { label: string; href: string } => link !== null)
      .slice(0, 40);
    return title && links.length ? [{ title, links }] : [];
  });
}
