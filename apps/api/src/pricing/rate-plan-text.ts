import type { Locale } from '@nivaas/i18n';
import type { TextOf } from '../i18n/content-texts';
import { RATE_PLANS, ROOM_TYPES } from '../seed/reference-data';

/**
 * A rate plan's name, tag and description in `locale` (keys plan.{code}.*). A text that is not the plan's current
 * English (an older booking's own terms) is sent as it was stored.
 */
export function ratePlanIn<P extends { code: string; name: string; tag: string; description: string }>(
  plan: P,
  locale: Locale,
  text: TextOf,
): P {
  const current = Object.hasOwn(RATE_PLANS, plan.code) ? RATE_PLANS[plan.code as keyof typeof RATE_PLANS] : null;
  const say = (field: 'name' | 'tag' | 'description') =>
    current && plan[field] === current[field] ? text(locale, `plan.${plan.code}.${field}`, plan[field]) : plan[field];
  return { ...plan, name: say('name'), tag: say('tag'), description: say('description') };
}

/** A room type's name in `locale` (the catalogue's `room.<type>.name`), for a booking's or a cart's view. */
export function roomName(type: string, locale: Locale, text: TextOf): string {
  const english = ROOM_TYPES.find((room) => room.type === type)?.name ?? type;
  return text(locale, `room.${type}.name`, english);
}
