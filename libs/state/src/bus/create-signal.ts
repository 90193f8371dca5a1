import { Observable, Subject } from 'rxjs';

/** A signal is a pair (stream, emit) so reading and writing are separate capabilities. */
export type Signal<T> = readonly [stream$: Observable<T>, emit: (value: T) => void];

export function createSignal<T>(): Signal<T> {
  const subject = new Subject<T>();
  return [subject.asObservable(), (value: T) => subject.next(value)];
}
