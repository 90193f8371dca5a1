import { isDialogOpen, isFormField, isInstallExcludedRoute, isInstallMoment } from './install-moment';

describe('when the install banner may be offered', () => {
  it.each([
    ['/hotels-in-goa/', true],
    ['/hotels-near-me/', true],
    ['/search/goa%20beach/', true],
    ['/confirmation/NIV123/', true],
    ['/search/', false],
    ['/', false],
    ['/hotels-in-goa/sea-view-inn-12/', false],
    ['/account/booking-history/', false],
    ['/nope', false],
  ])('%s is a moment after a search or a booking: %s', (path, moment) => {
    expect(isInstallMoment(path)).toBe(moment);
  });

  it.each([
    ['/itinerary/', true],
    ['/payment-process/NIV123/', true],
    ['/razorpay-payment-process/', true],
    ['/login/', true],
    ['/user/reset-password/abc/', true],
    ['/hotels-in-goa/', false],
    ['/confirmation/NIV123/', false],
  ])('%s is a page where it never shows: %s', (path, excluded) => {
    expect(isInstallExcludedRoute(path)).toBe(excluded);
  });

  it('counts text inputs, selects, text areas, checkboxes and editable text as fields; not buttons or links', () => {
    document.body.innerHTML = `
      <input id="text" /><input id="box" type="checkbox" /><select id="select"></select><textarea id="area"></textarea>
      <div id="editable" contenteditable="true"></div>
      <input id="submit" type="submit" /><button id="button">Go</button><a id="link" href="/">Home</a>`;
    const field = (id: string) => isFormField(document.getElementById(id));
    expect(['text', 'box', 'select', 'area'].map(field)).toEqual([true, true, true, true]);
    expect(['submit', 'button', 'link'].map(field)).toEqual([false, false, false]);
    expect(isFormField(null)).toBe(false);
    expect(isFormField(window)).toBe(false);
  });

  it('sees a modal dialog, an alert dialog and an open <dialog>, not a non-modal one', () => {
    document.body.innerHTML = '<div role="dialog" aria-modal="false"></div><dialog></dialog>';
    expect(isDialogOpen(document)).toBe(false);
    for (const html of [
      '<div role="dialog" aria-modal="true"></div>',
      '<div role="alertdialog"></div>',
      '<dialog open></dialog>',
    ]) {
      document.body.innerHTML = html;
      expect(isDialogOpen(document)).toBe(true);
    }
  });
});
