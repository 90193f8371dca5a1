import { createEventBus } from './create-event-bus';
import type { AppEvent } from './app-event';

describe('createEventBus', () => {
  it('given a subscriber, when an event is emitted, then it receives it in order', () => {
    const bus = createEventBus();
    const seen: AppEvent[] = [];
    const sub = bus.events$.subscribe((e) => seen.push(e));
    bus.emit({ type: 'progress/start' });
    bus.emit({ type: 'progress/done' });
    sub.unsubscribe();
    expect(seen.map((e) => e.type)).toEqual(['progress/start', 'progress/done']);
  });

  it('given on(type), then only that type arrives, narrowed', () => {
    const bus = createEventBus();
    const messages: string[] = [];
    const sub = bus.on('toast/show').subscribe((e) => messages.push(e.message));
    bus.emit({ type: 'loader/hide' });
    bus.emit({ type: 'toast/show', kind: 'success', message: 'Saved' });
    sub.unsubscribe();
    expect(messages).toEqual(['Saved']);
  });

  it('given two buses, then they are independent (one per server request)', () => {
    const a = createEventBus();
    const b = createEventBus();
    const seen: AppEvent[] = [];
    const sub = a.events$.subscribe((e) => seen.push(e));
    b.emit({ type: 'progress/start' });
    sub.unsubscribe();
    expect(seen).toEqual([]);
  });
});
