import { createStore } from './create-store';

interface Counter {
  count: number;
  label: string;
}

describe('createStore', () => {
  it('given a producer, when update runs, then the new state is emitted and the old one is untouched', () => {
    const store = createStore<Counter>({ count: 0, label: 'a' });
    const before = store.getState();
    const seen: number[] = [];
    const sub = store.state$.subscribe((s) => seen.push(s.count));
    store.update((d) => {
      d.count += 1;
    });
    sub.unsubscribe();
    expect(seen).toEqual([0, 1]);
    expect(before.count).toBe(0);
    expect(Object.isFrozen(store.getState())).toBe(true);
  });

  it('given a producer that changes nothing, then nothing is emitted', () => {
    const store = createStore<Counter>({ count: 0, label: 'a' });
    const listener = jest.fn();
    const off = store.subscribe(listener);
    store.update(() => undefined);
    expect(listener).not.toHaveBeenCalled();
    store.update((d) => {
      d.label = 'b';
    });
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    store.update((d) => {
      d.label = 'c';
    });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('given select, then it emits only when the selected value changes', () => {
    const store = createStore<Counter>({ count: 0, label: 'a' });
    const seen: number[] = [];
    const sub = store.select((s) => s.count).subscribe((c) => seen.push(c));
    store.update((d) => {
      d.label = 'b';
    });
    store.update((d) => {
      d.count = 2;
    });
    sub.unsubscribe();
    expect(seen).toEqual([0, 2]);
  });
});
