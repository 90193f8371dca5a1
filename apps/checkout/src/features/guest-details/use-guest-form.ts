import { useCallback, useEffect, useRef, useState } from 'react';
import type { Checkout, GuestDetails } from '@nivaas/api-client/contract';
import { isCorporateUser } from '@nivaas/domain/prices';
import { validatePhone, type PhoneProblem } from '@nivaas/domain/sign-in';
import { type UserProfile } from '@nivaas/domain/validation';
import { browserDocument, type KeyValueStorage, type PhonepeGuestDetails } from '@nivaas/state';
import type { GuestDetailsApi } from './guest-details-api';
import { clearGuestDraft, readGuestDraft, writeGuestDraft } from './guest-draft';
import { guestPrefill } from './guest-prefill';
import {
  EMPTY_GUEST,
  gstFieldsBlank,
  GUEST_FIELDS,
  quickPhoneProblem,
  toGuestDetails,
  validateGuest,
  type GuestErrors,
  type GuestField,
  type GuestValues,
} from './guest-values';

export interface UseGuestFormOptions {
  readonly checkout: Checkout | null;
  readonly signedIn: boolean;
  readonly profile: UserProfile | null;
  readonly phonepeGuest: PhonepeGuestDetails | null;
  readonly draftStorage: KeyValueStorage;
  readonly api: GuestDetailsApi;
  /** The guest's calling code changed (the checkout store keeps it). */
  readonly onCountryCodeChange?: (countryCode: string) => void;
  /** The WhatsApp choice changed (the checkout store keeps it). */
  readonly onWhatsappChange?: (optedIn: boolean) => void;
}

export type SaveStatus = 'idle' | 'saving' | 'failed';

export interface GuestForm {
  readonly values: GuestValues;
  /** The errors to show now: of the fields the guest left, or all after a submit. */
  readonly shownErrors: GuestErrors;
  /** Set after a submit with errors: how many, for the summary. */
  readonly errorCount: number;
  readonly change: <K extends keyof GuestValues>(field: K, value: GuestValues[K]) => void;
  readonly blur: (field: GuestField) => void;
  readonly whatsappStatus: SaveStatus;
  readonly gstSaveStatus: SaveStatus;
  /** Validates (shows the errors, focuses the first) and returns the details, or null when invalid. */
  readonly collect: () => GuestDetails | null;
}

/** The id of a field's control, for focus. */
export const guestFieldId = (field: GuestField) => `guest-${field}`;

const BOOKED = (checkout: Checkout) =>
  checkout.order_id !== null && !['draft', 'pending', 'created'].includes(checkout.status);
const sameGst = (a: GuestValues, b: GuestValues | null) =>
  !!b &&
  a.gstin.trim().toUpperCase() === b.gstin.trim().toUpperCase() &&
  a.companyName.trim() === b.companyName.trim() &&
  a.companyAddress.trim() === b.companyAddress.trim();

/**
 * The guest form's state: pre-filled once per itinerary (the tab's draft first, then the itinerary's guest, the
 * profile or the PhonePe app's guest), kept as a draft while typed, validated on leaving a field and on submit.
 * For a signed-in guest the WhatsApp choice is read and saved on the profile, and valid GST details are saved
 * to the profile when they change; GST details that came from the profile and whose three fields the guest cleared
 * are no GST for this booking and are removed from the profile (they could not be removed).
 */
export function useGuestForm(options: UseGuestFormOptions): GuestForm {
  const { checkout, signedIn, profile, phonepeGuest, draftStorage, api, onCountryCodeChange, onWhatsappChange } =
    options;
  const bid = checkout?.bid ?? null;
  const [values, setValues] = useState<GuestValues>(EMPTY_GUEST);
  const [touched, setTouched] = useState<ReadonlySet<GuestField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [phoneCheck, setPhoneCheck] = useState<{ key: string; problem: PhoneProblem | null } | null>(null);
  const [whatsappStatus, setWhatsappStatus] = useState<SaveStatus>('idle');
  const [gstSaveStatus, setGstSaveStatus] = useState<SaveStatus>('idle');
  const filledFor = useRef<string | null>(null);
  const gstTouched = useRef(false);
  const savedGst = useRef<GuestValues | null>(null);
  // GST details came from the profile: clearing their three fields then means "no GST" (removed), not a blank GSTIN.
  const [profileGst, setProfileGst] = useState(false);
  // What handlers read: the values of the last render, kept current after each commit.
  const valuesRef = useRef(values);
  useEffect(() => {
    valuesRef.current = values;
  });

  // Pre-fill once per itinerary.
  useEffect(() => {
    if (!checkout || filledFor.current === checkout.bid) return;
    filledFor.current = checkout.bid;
    const draft = readGuestDraft(draftStorage, checkout.bid);
    const first =
      draft ??
      guestPrefill({ checkout, profile: signedIn ? profile : null, phonepeGuest: signedIn ? null : phonepeGuest });
    setValues(first);
    if (first.hasGst) savedGst.current = first;
    setProfileGst(first.hasGst && signedIn && !draft);
    onCountryCodeChange?.(first.countryCode);
    onWhatsappChange?.(first.whatsapp);
  }, [checkout, draftStorage, signedIn, profile, phonepeGuest, onCountryCodeChange, onWhatsappChange]);

  // A signed-in guest's own choices on the profile: the company (a corporate user) and WhatsApp.
  useEffect(() => {
    if (!signedIn || !bid) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    api.getWhatsappOptIn(undefined, { signal }).then(
      ({ hasOptedForWhatsapp }) => {
        if (signal.aborted || readGuestDraft(draftStorage, bid)) return;
        setValues((now) => ({ ...now, whatsapp: hasOptedForWhatsapp }));
        onWhatsappChange?.(hasOptedForWhatsapp);
      },
      () => undefined,
    );
    api.getCompanyProfile(undefined, { signal }).then(
      (company) => {
        if (signal.aborted || gstTouched.current || !isCorporateUser(company.company_name)) return;
        if (!valuesRef.current.hasGst) setProfileGst(true);
        setValues((now) => {
          if (now.hasGst) return now;
          const next = {
            ...now,
            hasGst: true,
            gstin: company.gstin,
            companyName: company.company_name,
            companyAddress: company.company_address,
          };
          savedGst.current = next;
          return next;
        });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [signedIn, bid, api, draftStorage, onWhatsappChange]);

  // The draft follows the typing; a booked itinerary's draft goes.
  useEffect(() => {
    if (!checkout || filledFor.current !== checkout.bid) return;
    if (BOOKED(checkout)) clearGuestDraft(draftStorage, checkout.bid);
    else writeGuestDraft(draftStorage, checkout.bid, values);
  }, [checkout, values, draftStorage]);

  // The full phone check (libphonenumber, loaded on demand) for the number as typed.
  const phoneKey = `${values.countryCode} ${values.mobile}`;
  useEffect(() => {
    if (!values.mobile) return undefined;
    let live = true;
    validatePhone(values.countryCode, values.mobile).then(
      (problem) => live && setPhoneCheck({ key: phoneKey, problem }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [phoneKey, values.countryCode, values.mobile]);

  const phoneProblem = (v: GuestValues): PhoneProblem | null =>
    phoneCheck?.key === `${v.countryCode} ${v.mobile}`
      ? phoneCheck.problem
      : quickPhoneProblem(v.countryCode, v.mobile);
  /** The values as booked: profile GST details with all three fields cleared are no GST at all. */
  const effective = (v: GuestValues): GuestValues =>
    v.hasGst && profileGst && gstFieldsBlank(v) ? { ...v, hasGst: false } : v;
  const errors = validateGuest(effective(values), phoneProblem(values));
  const shownErrors: Partial<Record<GuestField, GuestErrors[GuestField]>> = {};
  for (const field of GUEST_FIELDS)
    if (errors[field] && (submitted || touched.has(field))) shownErrors[field] = errors[field];

  const saveGst = useCallback(
    (v: GuestValues) => {
      if (signedIn && v.hasGst && profileGst && gstFieldsBlank(v)) {
        if (savedGst.current === null) return;
        savedGst.current = null;
        setGstSaveStatus('saving');
        api.removeGstin().then(
          () => setGstSaveStatus('idle'),
          () => setGstSaveStatus('failed'),
        );
        return;
      }
      if (!signedIn || !v.hasGst || sameGst(v, savedGst.current)) return;
      const errs = validateGuest(v, null);
      if (errs.gstin || errs.companyName || errs.companyAddress) return;
      savedGst.current = v;
      setGstSaveStatus('saving');
      api
        .updateGstin({
          body: {
            gstin: v.gstin.trim().toUpperCase(),
            company_name: v.companyName.trim(),
            company_address: v.companyAddress.trim(),
          },
        })
        .then(
          () => setGstSaveStatus('idle'),
          () => {
            savedGst.current = null;
            setGstSaveStatus('failed');
          },
        );
    },
    [signedIn, api, profileGst],
  );

  const change = useCallback(
    <K extends keyof GuestValues>(field: K, value: GuestValues[K]) => {
      if (field === 'hasGst' || field === 'gstin' || field === 'companyName' || field === 'companyAddress')
        gstTouched.current = true;
      setValues((now) => ({ ...now, [field]: value }));
      if (field === 'countryCode') onCountryCodeChange?.(value as string);
      if (field === 'whatsapp') {
        const optedIn = value as boolean;
        onWhatsappChange?.(optedIn);
        if (signedIn) {
          setWhatsappStatus('saving');
          api.setWhatsappOptIn({ body: { hasOptedForWhatsapp: optedIn } }).then(
            () => setWhatsappStatus('idle'),
            () => {
              setValues((now) => ({ ...now, whatsapp: !optedIn }));
              onWhatsappChange?.(!optedIn);
              setWhatsappStatus('failed');
            },
          );
        }
      }
    },
    [signedIn, api, onCountryCodeChange, onWhatsappChange],
  );

  const blur = useCallback(
    (field: GuestField) => {
      setTouched((now) => (now.has(field) ? now : new Set([...now, field])));
      if (field === 'gstin' || field === 'companyName' || field === 'companyAddress') saveGst(valuesRef.current);
    },
    [saveGst],
  );

  const collect = useCallback((): GuestDetails | null => {
    const v = valuesRef.current;
    const found = validateGuest(effective(v), phoneProblem(v));
    setSubmitted(true);
    const first = GUEST_FIELDS.find((field) => found[field]);
    if (first) {
      browserDocument()?.getElementById(guestFieldId(first))?.focus();
      return null;
    }
    saveGst(v);
    return toGuestDetails(effective(v));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- phoneProblem reads the latest phone check
  }, [phoneCheck, saveGst]);

  return {
    values,
    shownErrors,
    errorCount: submitted ? Object.keys(errors).length : 0,
    change,
    blur,
    whatsappStatus,
    gstSaveStatus,
    collect,
  };
}
