import { call, expectErrorBody, itinerary, login, useTestApp } from '../../testing/test-app';

describe('profile calls', () => {
  const app = useTestApp();
  let token = '';
  let other = '';
  beforeAll(async () => {
    token = await login(app(), '9814000001');
    other = await login(app(), '9814000002');
  }, 60_000);
  const expect400 = async (method: 'PUT', url: string, payload: object) => {
    const res = await call(app(), { method, url, token, payload });
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
    return res.body as { error: string; errors: string[] };
  };

  it('every profile call needs a valid bearer token (401 with the error body)', async () => {
    const urls = ['/api/v1/profile/', '/api/v1/profile/gstin/', '/api/v1/profile/whatsapp/'];
    for (const url of urls) {
      for (const auth of [undefined, 'x'.repeat(43)]) {
        const res = await call(app(), { method: 'GET', url, token: auth });
        expect(res.status).toBe(401);
        expectErrorBody(res.body);
      }
    }
    const malformed = await app().inject({
      method: 'GET',
      url: '/api/v1/profile/',
      headers: { authorization: 'Basic abc' },
    });
    expect(malformed.statusCode).toBe(401);
  });

  it('reads and updates the profile of the session user only', async () => {
    const before = await call(app(), { method: 'GET', url: '/api/v1/profile/', token });
    expect(before.body).toMatchObject({
      mobile: '9814000001',
      firstName: '',
      name: '',
      hasOptedForWhatsapp: false,
      loyalty_tier: 'silver',
    });
    const updated = await call(app(), {
      method: 'PUT',
      url: '/api/v1/profile/',
      token,
      payload: { first_name: 'Meera', last_name: 'Iyer', email: 'meera@example.in', communication_type: 'whatsapp' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      profile_updated_successfully: true,
      profile: {
        ...before.body,
        firstName: 'Meera',
        lastName: 'Iyer',
        name: 'Meera Iyer',
        email: 'meera@example.in',
        communication_type: 'whatsapp',
      },
    });
    // A partial update leaves the other fields alone.
    const partial = await call(app(), { method: 'PUT', url: '/api/v1/profile/', token, payload: { last_name: 'Rao' } });
    expect(partial.body.profile).toMatchObject({ firstName: 'Meera', lastName: 'Rao', email: 'meera@example.in' });
    expect((await call(app(), { method: 'GET', url: '/api/v1/profile/', token: other })).body.firstName).toBe('');
  });

  it('given a bad email, unknown communication type or over-long name, then 400 and nothing changes', async () => {
    const before = (await call(app(), { method: 'GET', url: '/api/v1/profile/', token })).body;
    expect((await expect400('PUT', '/api/v1/profile/', { email: 'not-an-email' })).errors.join()).toMatch(/email/);
    await expect400('PUT', '/api/v1/profile/', { communication_type: 'pigeon' });
    await expect400('PUT', '/api/v1/profile/', { first_name: 'x'.repeat(61) });
    expect((await call(app(), { method: 'GET', url: '/api/v1/profile/', token })).body).toEqual(before);
  });

  it('stores company name, address and GSTIN, and the checkout then carries them as gst_details', async () => {
    expect((await call(app(), { method: 'GET', url: '/api/v1/profile/gstin/', token })).body).toEqual({
      company_name: '',
      company_address: '',
      gstin: '',
    });
    const body = { company_name: ' Acme Travels ', company_address: '12 MG Road, Bengaluru', gstin: '29ABCDE1234F1ZW' };
    const res = await call(app(), { method: 'PUT', url: '/api/v1/profile/gstin/', token, payload: body });
    expect(res.body).toEqual({
      company_name: 'Acme Travels',
      company_address: '12 MG Road, Bengaluru',
      gstin: '29ABCDE1234F1ZW',
    });
    const checkout = await itinerary(app(), { token });
    expect((checkout['user'] as { gst_details: unknown }).gst_details).toEqual({
      organization_name: 'Acme Travels',
      organization_address: '12 MG Road, Bengaluru',
      gstin: '29ABCDE1234F1ZW',
    });
    expect((await call(app(), { method: 'GET', url: '/api/v1/profile/gstin/', token: other })).body.gstin).toBe('');
  });

  it('given a malformed GSTIN or a blank company name, then 400 and the stored GSTIN is kept', async () => {
    const ok = { company_name: 'Acme', company_address: 'MG Road', gstin: '29ABCDE1234F1ZW' };
    for (const gstin of ['29abcde1234f1z5', '29ABCDE1234F0Z5', '29ABCDE1234F1X5', '29ABCDE1234F1Z', '']) {
      expect((await expect400('PUT', '/api/v1/profile/gstin/', { ...ok, gstin })).errors.join()).toMatch(/gstin/);
    }
    expect((await expect400('PUT', '/api/v1/profile/gstin/', { ...ok, company_name: '   ' })).errors).toEqual([
      'company_name must not be blank',
    ]);
    await expect400('PUT', '/api/v1/profile/gstin/', { gstin: ok.gstin });
    expect((await call(app(), { method: 'GET', url: '/api/v1/profile/gstin/', token })).body.company_name).toBe(
      'Acme Travels',
    );
  });

  // Regression: a GSTIN with a wrong check character was accepted, and then it could not be removed.
  it('given a GSTIN whose check character is wrong, then 400 saying so, and the stored one is kept', async () => {
    const ok = { company_name: 'Acme', company_address: 'MG Road', gstin: '29ABCDE1234F1ZW' };
    const refused = await expect400('PUT', '/api/v1/profile/gstin/', { ...ok, gstin: '29ABCDE1234F1Z5' });
    expect(refused.error).toBe(
      'This GSTIN is not valid: its last character does not match the rest. Check it for a typo',
    );
    expect(refused.errors).toEqual(['gstin has a wrong check character']);
    expect((await call(app(), { method: 'GET', url: '/api/v1/profile/gstin/', token })).body.gstin).toBe(
      '29ABCDE1234F1ZW',
    );
  });

  it('removes the company name, address and GSTIN (all three), twice harmlessly, and the checkout then carries none', async () => {
    const removed = await call(app(), { method: 'DELETE', url: '/api/v1/profile/gstin/', token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ company_name: '', company_address: '', gstin: '' });
    expect((await call(app(), { method: 'DELETE', url: '/api/v1/profile/gstin/', token })).body).toEqual(removed.body);
    expect((await call(app(), { method: 'GET', url: '/api/v1/profile/gstin/', token })).body).toEqual(removed.body);
    const checkout = await itinerary(app(), { token });
    expect((checkout['user'] as { gst_details: unknown }).gst_details).toBeNull();
    expect((await call(app(), { method: 'DELETE', url: '/api/v1/profile/gstin/' })).status).toBe(401);
  });

  it('sets and reads the WhatsApp opt-in, which the profile reflects; a non-boolean is 400', async () => {
    expect((await call(app(), { method: 'GET', url: '/api/v1/profile/whatsapp/', token })).body).toEqual({
      hasOptedForWhatsapp: false,
    });
    const set = await call(app(), {
      method: 'PUT',
      url: '/api/v1/profile/whatsapp/',
      token,
      payload: { hasOptedForWhatsapp: true },
    });
    expect(set.body).toEqual({ hasOptedForWhatsapp: true });
    expect((await call(app(), { method: 'GET', url: '/api/v1/profile/whatsapp/', token })).body).toEqual({
      hasOptedForWhatsapp: true,
    });
    expect((await call(app(), { method: 'GET', url: '/api/v1/profile/', token })).body.hasOptedForWhatsapp).toBe(true);
    expect((await call(app(), { method: 'GET', url: '/api/v1/profile/whatsapp/', token: other })).body).toEqual({
      hasOptedForWhatsapp: false,
    });
    await expect400('PUT', '/api/v1/profile/whatsapp/', { hasOptedForWhatsapp: 'maybe' });
    await expect400('PUT', '/api/v1/profile/whatsapp/', {});
    expect(
      (await call(app(), { method: 'PUT', url: '/api/v1/profile/whatsapp/', payload: { hasOptedForWhatsapp: false } }))
        .status,
    ).toBe(401);
  });
});
