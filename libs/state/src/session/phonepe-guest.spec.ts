import { PHONEPE_GUEST_KEY } from '@nivaas/domain/sign-in';
import { createMemoryStorage } from '../adapters/key-value-storage';
import {
  parsePhonepeGuestDetails,
  readPhonepeGuestDetails,
  savePhonepeGuestDetails,
  writePhonepeGuestDetails,
} from './phonepe-guest';

describe('PhonePe guest details in the platform storage', () => {
  it('given stored details, then a valid mobile and email only are kept', () => {
    expect(parsePhonepeGuestDetails(JSON.stringify({ name: ' Asha ', mobile: '12345', email: 'nope' }))).toEqual({
      name: 'Asha',
      mobile: '',
    });
    expect(parsePhonepeGuestDetails(JSON.stringify({ name: '', mobile: '' }))).toBeNull();
    expect(parsePhonepeGuestDetails('null')).toBeNull();
  });

  it('given a corrupt entry, then reading drops it', () => {
    const storage = createMemoryStorage({ [PHONEPE_GUEST_KEY]: '{not json' });
    expect(readPhonepeGuestDetails(storage)).toBeNull();
    expect(storage.getItem(PHONEPE_GUEST_KEY)).toBeNull();
  });

  it('given a profile or a guest, then what is written reads back the same', () => {
    const storage = createMemoryStorage();
    savePhonepeGuestDetails(storage, {
      userId: '1',
      name: 'Asha Rao',
      firstName: 'Asha',
      lastName: 'Rao',
      mobile: '9876543210',
      email: 'asha@example.in',
    });
    expect(readPhonepeGuestDetails(storage)).toEqual({
      name: 'Asha Rao',
      mobile: '9876543210',
      email: 'asha@example.in',
    });
    writePhonepeGuestDetails(storage, { name: 'Ravi', mobile: '9123456780' });
    expect(readPhonepeGuestDetails(storage)).toEqual({ name: 'Ravi', mobile: '9123456780' });
  });
});
