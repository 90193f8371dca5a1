import { normalizeFirstName, toUserProfile } from './to-user-profile';

describe("toUserProfile (docs/rules.md section 3: first_name 'Guest' is treated as empty)", () => {
  it("treats 'Guest' as empty", () => {
    expect(normalizeFirstName('Guest')).toBe('');
    expect(normalizeFirstName(' guest ')).toBe('');
    expect(normalizeFirstName('Guestina')).toBe('Guestina');
    expect(normalizeFirstName(null)).toBe('');
  });
  it('maps a login user to the profile', () => {
    expect(
      toUserProfile({
        id: 7,
        email: 'a@b.in',
        phone_number: '9999999999',
        first_name: 'Guest',
        last_name: 'Rao',
        communication_type: 'sms',
      }),
    ).toEqual({
      userId: '7',
      email: 'a@b.in',
      mobile: '9999999999',
      firstName: '',
      lastName: 'Rao',
      name: 'Rao',
      communication_type: 'sms',
    });
    expect(toUserProfile({ id: 'u1' })).toMatchObject({ userId: 'u1', email: '', mobile: '', name: '' });
  });
});
