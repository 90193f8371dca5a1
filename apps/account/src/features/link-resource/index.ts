export { useLinkResource, type LinkResource } from './use-link-resource';
export { LinkStateView, type LinkStateKey } from './link-state-view';
