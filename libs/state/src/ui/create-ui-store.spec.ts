import { createEventBus } from '../bus/create-event-bus';
import { createUiStore, realScheduler } from './create-ui-store';
import { MODAL_IDS } from './modal-id';

function setup() {
  jest.useFakeTimers();
  const bus = createEventBus();
  const ui = createUiStore({ bus, scheduler: realScheduler });
  return { bus, ui };
}

afterEach(() => jest.useRealTimers());

describe('UI store (docs/rules.md section 2: toast, loader, progress, modals)', () => {
  it('a toast shows success or error for 5 s', () => {
    const { bus, ui } = setup();
    bus.emit({ type: 'toast/show', kind: 'error', message: 'API error' });
    expect(ui.store.getState().toast).toMatchObject({ kind: 'error', message: 'API error' });
    jest.advanceTimersByTime(4999);
    expect(ui.store.getState().toast).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(ui.store.getState().toast).toBeNull();
  });

  it('a newer toast gets its own full 5 s', () => {
    const { bus, ui } = setup();
    bus.emit({ type: 'toast/show', kind: 'success', message: 'one' });
    jest.advanceTimersByTime(3000);
    bus.emit({ type: 'toast/show', kind: 'success', message: 'two' });
    jest.advanceTimersByTime(3000);
    expect(ui.store.getState().toast?.message).toBe('two');
    jest.advanceTimersByTime(2000);
    expect(ui.store.getState().toast).toBeNull();
  });

  it("the global loader's default text is 'Processing'", () => {
    const { bus, ui } = setup();
    bus.emit({ type: 'loader/show' });
    expect(ui.store.getState().loader).toEqual({ visible: true, text: 'Processing' });
    bus.emit({ type: 'loader/show', text: 'Booking' });
    expect(ui.store.getState().loader.text).toBe('Booking');
    bus.emit({ type: 'loader/hide' });
    expect(ui.store.getState().loader.visible).toBe(false);
  });

  it('the progress bar starts at 0.3 and stops after 1000 ms', () => {
    const { bus, ui } = setup();
    bus.emit({ type: 'progress/start' });
    expect(ui.store.getState().progress).toEqual({ active: true, value: 0.3 });
    jest.advanceTimersByTime(1000);
    expect(ui.store.getState().progress.active).toBe(false);
    bus.emit({ type: 'progress/start' });
    bus.emit({ type: 'progress/done' });
    expect(ui.store.getState().progress.active).toBe(false);
  });

  it('every modal of docs/rules.md section 2 opens and closes', () => {
    const { bus, ui } = setup();
    expect(MODAL_IDS).toHaveLength(12);
    for (const modal of MODAL_IDS) {
      bus.emit({ type: 'modal/open', modal });
      expect(ui.store.getState().modals[modal]).toBe(true);
      bus.emit({ type: 'modal/close', modal });
      expect(ui.store.getState().modals[modal]).toBe(false);
    }
  });

  it('dispose stops listening and clears timers', () => {
    const { bus, ui } = setup();
    bus.emit({ type: 'toast/show', kind: 'success', message: 'x' });
    ui.dispose();
    bus.emit({ type: 'loader/show' });
    expect(ui.store.getState().loader.visible).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });
});
