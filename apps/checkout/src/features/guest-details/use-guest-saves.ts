import { useCallback, useEffect, useRef, useState } from 'react';
import { isCorporateUser } from '@nivaas/domain/prices';
import type { KeyValueStorage } from '@nivaas/state';
import type { GuestDetailsApi } from './guest-details-api';
import { readGuestDraft } from './guest-draft';
import { gstFieldsBlank, validateGuest, type GuestValues } from './guest-values';

export type SaveStatus = 'idle' | 'saving' | 'failed';

export interface GuestSavesOptions {
  readonly signedIn: boolean;
  readonly bid: string | null;
  readonly api: GuestDetailsApi;
  readonly draftStorage: KeyValueStorage;
  readonly onWhatsappChange?: (optedIn: boolean) => void;
  /** GST details came from the profile: clearing their three fields then means "no GST" (removed). */
  readonly profileGst: boolean;
  readonly setProfileGst: (fromProfile: boolean) => void;
  readonly values: () => GuestValues;
  readonly setValues: (update: (values: GuestValues) => GuestValues) => void;
}

export interface GuestSaves {
  readonly whatsappStatus: SaveStatus;
  readonly gstSaveStatus: SaveStatus;
  /** The GST details as pre-filled (saved already, nothing to save until they change). */
  readonly adoptGst: (values: GuestValues | null) => void;
  /** The guest touched the GST box or fields: the profile's company no longer fills them. */
  readonly gstTyped: () => void;
  readonly saveGst: (values: GuestValues) => void;
  readonly saveWhatsapp: (optedIn: boolean) => void;
}

const sameGst = (a: GuestValues, b: GuestValues | null) =>
  !!b &&
  a.gstin.trim().toUpperCase() === b.gstin.trim().toUpperCase() &&
  a.companyName.trim() === b.companyName.trim() &&
  a.companyAddress.trim() === b.companyAddress.trim();

/**
 * A signed-in guest's own choices on the profile: read (the company of a corporate user, WhatsApp) and saved
 * (WhatsApp at once, valid GST details when they change; profile GST details cleared in full are removed).
 */
export function useGuestSaves(options: GuestSavesOptions): GuestSaves {
  const { signedIn, bid, api, draftStorage, onWhatsappChange, profileGst, setProfileGst, values, setValues } = options;
  const [whatsappStatus, setWhatsappStatus] = useState<SaveStatus>('idle');
  const [gstSaveStatus, setGstSaveStatus] = useState<SaveStatus>('idle');
  const gstTouched = useRef(false);
  const savedGst = useRef<GuestValues | null>(null);

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
        if (!values().hasGst) setProfileGst(true);
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
  }, [signedIn, bid, api, draftStorage, onWhatsappChange, setProfileGst, setValues, values]);

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

  const saveWhatsapp = useCallback(
    (optedIn: boolean) => {
      onWhatsappChange?.(optedIn);
      if (!signedIn) return;
      setWhatsappStatus('saving');
      api.setWhatsappOptIn({ body: { hasOptedForWhatsapp: optedIn } }).then(
        () => setWhatsappStatus('idle'),
        () => {
          setValues((now) => ({ ...now, whatsapp: !optedIn }));
          onWhatsappChange?.(!optedIn);
          setWhatsappStatus('failed');
        },
      );
    },
    [signedIn, api, onWhatsappChange, setValues],
  );

  return {
    whatsappStatus,
    gstSaveStatus,
    adoptGst: useCallback((v: GuestValues | null) => {
      savedGst.current = v;
    }, []),
    gstTyped: useCallback(() => {
      gstTouched.current = true;
    }, []),
    saveGst,
    saveWhatsapp,
  };
}
