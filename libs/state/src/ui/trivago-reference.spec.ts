import { createMemoryCookieJar } from '../adapters/cookie-jar';
import { createEventBus } from '../bus/create-event-bus';
import { createPlatform } from '../platform/create-platform';
import { createUiStore } from './create-ui-store';
import {
  captureTrivagoReference,
  pickTrivagoReference,
  TRIVAGO_REFERENCE_COOKIE,
  validTrivagoReference,
} from './trivago-reference';

describe('trivagoReferenceId (docs/rules.md 3: a partner reference in the UI state)', () => {
  it.each([
    ['?trv_reference=abc-123_X.9', 'abc-123_X.9'],
    ['?utm_source=trivago&trv_reference=%20ref42%20', 'ref42'],
    ['?trv_reference=', null],
    ['?trv_reference=has%20space', null],
    ['?trv_reference=%3Cscript%3E', null],
    [`?trv_reference=${'a'.repeat(65)}`, null],
    ['?utm_source=trivago', null],
    ['', null],
  ])('given the landing query %j, then the reference %p', (search, expected) => {
    expect(pickTrivagoReference(search)).toBe(expected);
  });

  it('given a 64-character reference, then it is kept whole', () => {
    expect(validTrivagoReference('a'.repeat(64))).toBe('a'.repeat(64));
  });

  it('given a landing with a reference, then the UI state holds it and a session cookie keeps it for the visit', () => {
    const cookies = createMemoryCookieJar();
    const set = jest.spyOn(cookies, 'set');
    const bus = createEventBus();
    const ui = createUiStore({ bus, cookies });
    expect(ui.store.getState().trivagoReferenceId).toBeNull();
    expect(captureTrivagoReference('?trv_reference=click-1', bus)).toBe('click-1');
    expect(ui.store.getState().trivagoReferenceId).toBe('click-1');
    // No max age: a session cookie.
    expect(set).toHaveBeenCalledWith(TRIVAGO_REFERENCE_COOKIE, 'click-1');
    // A reload (a new store over the same cookies) still has it.
    expect(createUiStore({ bus: createEventBus(), cookies }).store.getState().trivagoReferenceId).toBe('click-1');
  });

  it('given a later landing without a reference, then the kept one stays; a newer click replaces it', () => {
    const platform = createPlatform({ cookies: createMemoryCookieJar({ [TRIVAGO_REFERENCE_COOKIE]: 'click-1' }) });
    expect(platform.ui.store.getState().trivagoReferenceId).toBe('click-1');
    expect(captureTrivagoReference('?utm_source=google', platform.bus)).toBeNull();
    expect(platform.ui.store.getState().trivagoReferenceId).toBe('click-1');
    captureTrivagoReference('?trv_reference=click-2', platform.bus);
    expect(platform.ui.store.getState().trivagoReferenceId).toBe('click-2');
    expect(platform.cookies.get(TRIVAGO_REFERENCE_COOKIE)).toBe('click-2');
  });

  it('given a cookie that is not a reference, or a malformed event, then none is kept', () => {
    const cookies = createMemoryCookieJar({ [TRIVAGO_REFERENCE_COOKIE]: '<b>' });
    const bus = createEventBus();
    const ui = createUiStore({ bus, cookies });
    expect(ui.store.getState().trivagoReferenceId).toBeNull();
    bus.emit({ type: 'ui/trivago-reference', referenceId: 'no spaces allowed' });
    expect(ui.store.getState().trivagoReferenceId).toBeNull();
    expect(cookies.get(TRIVAGO_REFERENCE_COOKIE)).toBe('<b>');
  });
});
