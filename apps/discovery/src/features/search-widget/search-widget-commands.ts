import type { EventBus } from '@nivaas/state';

/** Opens the search-widget modal from anywhere: the shared UI store holds which modals are open. */
export function openSearchWidget(bus: EventBus): void {
  bus.emit({ type: 'modal/open', modal: 'search-widget' });
}

export function closeSearchWidget(bus: EventBus): void {
  bus.emit({ type: 'modal/close', modal: 'search-widget' });
}
