export { CancellationApiProvider, useCancellationApi, type CancellationApi } from './cancellation-api';
export { cancellationHashOf } from './cancellation-hash';
export { useCancellationT } from './cancellation-messages';
export { CancellationView } from './cancellation-view';
export {
  cancellationPhase,
  createCancellationStore,
  type CancellationPhase,
  type CancellationState,
} from './cancellation-store';
