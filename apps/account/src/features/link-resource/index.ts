export { useLinkResource, type LinkResource } from './use-link-resource';
