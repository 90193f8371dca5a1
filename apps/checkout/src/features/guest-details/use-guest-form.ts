import { useCallback, useState } from 'react';
import type { Checkout, GuestDetails } from '@nivaas/api-client/contract';
import type { UserProfile } from '@nivaas/domain/validation';
import type { KeyValueStorage, PhonepeGuestDetails } from '@nivaas/state';
import { useForm } from '@nivaas/ui';
import type { GuestDetailsApi } from './guest-details-api';
import {
  EMPTY_GUEST,
  gstFieldsBlank,
  GUEST_FIELDS,
  toGuestDetails,
  validateGuest,
  type GuestErrors,
  type GuestField,
  type GuestValues,
} from './guest-values';
import { useGuestPrefill } from './use-guest-prefill';
import { useGuestSaves, type SaveStatus } from './use-guest-saves';
import { usePhoneCheck } from './use-phone-check';

export type { SaveStatus } from './use-guest-saves';

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

export interface GuestForm {
  readonly values: GuestValues;
  /** The errors to show now: of the fields the guest left, or found on a submit. */
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

const GST_FIELDS: readonly (keyof GuestValues)[] = ['hasGst', 'gstin', 'companyName', 'companyAddress'];

/**
 * The guest form on libs/ui's useForm: pre-filled once per itinerary and kept as a draft (useGuestPrefill), the
 * phone checked by libphonenumber when it has loaded (usePhoneCheck), a signed-in guest's WhatsApp and GST details
 * read from and saved to the profile (useGuestSaves). Errors show when a field is left and on submit.
 */
export function useGuestForm(options: UseGuestFormOptions): GuestForm {
  const { checkout, signedIn, profile, phonepeGuest, draftStorage, api, onCountryCodeChange, onWhatsappChange } =
    options;
  const [profileGst, setProfileGst] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  /** The values as booked: profile GST details with all three fields cleared are no GST at all. */
  const effective = (v: GuestValues): GuestValues =>
    v.hasGst && profileGst && gstFieldsBlank(v) ? { ...v, hasGst: false } : v;
  const phone = usePhoneCheck();
  const form = useForm<GuestValues, GuestField>({
    initial: EMPTY_GUEST,
    fields: GUEST_FIELDS,
    idPrefix: 'guest',
    validate: (v) => validateGuest(effective(v), phone.problemOf(v.countryCode, v.mobile)),
  });
  const { values, setValue, setValues, getValues, reveal, check } = form;
  const saves = useGuestSaves({
    signedIn,
    bid: checkout?.bid ?? null,
    api,
    draftStorage,
    onWhatsappChange,
    profileGst,
    setProfileGst,
    values: getValues,
    setValues,
  });
  const { adoptGst, gstTyped, saveGst, saveWhatsapp } = saves;
  // The full phone check answered: the errors shown are checked again with its answer.
  const recheck = useCallback(() => setValues((v) => v), [setValues]);

  useGuestPrefill({
    checkout,
    signedIn,
    profile,
    phonepeGuest,
    draftStorage,
    values,
    filled: useCallback(
      (first: GuestValues, fromDraft: boolean) => {
        setValues(() => first);
        phone.check(first.countryCode, first.mobile, recheck);
        adoptGst(first.hasGst ? first : null);
        setProfileGst(first.hasGst && signedIn && !fromDraft);
        onCountryCodeChange?.(first.countryCode);
        onWhatsappChange?.(first.whatsapp);
      },
      [adoptGst, onCountryCodeChange, onWhatsappChange, phone, recheck, setValues, signedIn],
    ),
  });

  const change = useCallback(
    <K extends keyof GuestValues>(field: K, value: GuestValues[K]) => {
      if (GST_FIELDS.includes(field)) gstTyped();
      setValue(field, value);
      if (field === 'countryCode') onCountryCodeChange?.(value as string);
      if (field === 'countryCode' || field === 'mobile') {
        const now = getValues();
        phone.check(now.countryCode, now.mobile, recheck);
      }
      if (field === 'whatsapp') saveWhatsapp(value as boolean);
    },
    [getValues, gstTyped, onCountryCodeChange, phone, recheck, saveWhatsapp, setValue],
  );

  const blur = useCallback(
    (field: GuestField) => {
      reveal(field);
      if (field === 'gstin' || field === 'companyName' || field === 'companyAddress') saveGst(getValues());
    },
    [getValues, reveal, saveGst],
  );

  const collect = (): GuestDetails | null => {
    setSubmitted(true);
    if (!check()) return null;
    const v = getValues();
    saveGst(v);
    return toGuestDetails(effective(v));
  };

  return {
    values,
    shownErrors: form.errors as GuestErrors,
    errorCount: submitted ? Object.keys(form.errors).length : 0,
    change,
    blur,
    whatsappStatus: saves.whatsappStatus,
    gstSaveStatus: saves.gstSaveStatus,
    collect,
  };
}
