import { gstinProblem } from '@nivaas/domain/validation';
import { badRequest } from '../../http/api-error';

/**
 * The GSTIN's check character (the contract's pattern checks its shape): a typo anywhere makes the 15th character
 * disagree with the first 14 (GSTN's mod 36), and such a GSTIN is refused with 400 naming the field, never saved.
 */
export function checkGstin(gstin: string, field: string): void {
  if (gstinProblem(gstin) === 'check')
    throw badRequest('This GSTIN is not valid: its last character does not match the rest. Check it for a typo', [
      `${field} has a wrong check character`,
    ]);
}
