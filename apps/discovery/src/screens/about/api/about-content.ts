import { getContents } from '../../../features/content';
import { earlyResource } from '../../../features/first-view';

/**
 * The content keys of the about page: the "why us" points and the customer-care numbers, plus
 * `about_us` ({ title, html }) should the content service publish one; without it the page's
 * own story (translated) is shown.
 */
export const ABOUT_KEYS = ['about_us', 'why_nivaas', 'gdc_customer_care_numbers'] as const;

/** The about page's one read; its loader starts it in the browser (features/first-view). */
export const aboutRequest = earlyResource('about', (signal) => getContents(ABOUT_KEYS, signal));
