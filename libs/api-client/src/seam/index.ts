/**
 * @nivaas/api-client/seam: the seam's React half without the client, for a bundle that loads the client on demand
 * (the shell). Everything else uses createApiSeam from @nivaas/api-client.
 */
export { createServicesSeam, type ServicesSeam } from './create-services-seam';
