import type { FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { normalisePhone } from '../phone/normalise-phone';
import type { LimitSubject } from './rate-limits';

/** An email as one inbox: trimmed and lower-cased (the reset call finds its user case-insensitively). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

interface PhoneFields {
  readonly phone_number?: unknown;
  readonly country_code?: unknown;
  readonly guest?: { readonly mobile?: unknown; readonly country_code?: unknown };
  readonly email?: unknown;
  readonly feedback_id?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The body's phone: an OTP call's phone_number, or a booking guest's mobile, each with its country code. */
function phoneOf(body: PhoneFields): string | null {
  const number = text(body.phone_number) ?? text(body.guest?.mobile);
  if (!number) return null;
  const code = text(body.phone_number) ? text(body.country_code) : text(body.guest?.country_code);
  return normalisePhone(number, code ?? '+91');
}

/**
 * The client address as limits count it: Fastify's request.ip (the socket, or what a trusted proxy
 * forwarded: rate-limits-client-address.ts), IPv4-mapped IPv6 as IPv4, and IPv6 by its /64, which is
 * what one home or phone is given (an attacker has the whole /64 to rotate through).
 */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip, 64);
}

/** Whose count the request adds to, or null when it has none of this kind (no session: no account count). */
export function subjectKey(subject: LimitSubject, request: FastifyRequest, userId: number | null): string | null {
  const body = (request.body ?? {}) as PhoneFields;
  switch (subject) {
    case 'phone':
      return phoneOf(body);
    case 'address':
      return clientAddress(request);
    case 'email':
      return text(body.email) ? normaliseEmail(body.email as string) : null;
    case 'account':
      return userId === null ? null : String(userId);
    case 'feedback-link':
      return text(body.feedback_id);
  }
}
