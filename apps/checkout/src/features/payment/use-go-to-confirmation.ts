import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PaymentResponse } from '@nivaas/api-client/contract';
import { confirmationPath } from '@nivaas/routes';

/** After a booking needing no gateway (pay at hotel, or nothing left to pay): the confirmation, by its token. */
export function useGoToConfirmation(): (booked: PaymentResponse) => void {
  const navigate = useNavigate();
  return useCallback(
    (booked: PaymentResponse) => navigate(confirmationPath(booked.order_id, booked.confirmation_token)),
    [navigate],
  );
}
