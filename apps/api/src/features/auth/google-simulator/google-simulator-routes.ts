import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { strictInput } from '@nivaas/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { sendSimulatorFile } from '../../../http/simulator-page';
import type { GoogleSimulatorKeys } from './google-simulator-keys';
import { GOOGLE_SIMULATOR_PATH, GOOGLE_SIMULATOR_SCRIPT, googleSimulatorPage } from './google-simulator-page';

const TokenRequest = strictInput(
  Type.Object({
    client_id: Type.String({ minLength: 1, maxLength: 200 }),
    name: Type.String({ maxLength: 60 }),
    email: Type.String({ maxLength: 120 }),
  }),
);

/** The simplest email a chooser would show: something@domain.tld, nothing blank. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The Google sign-in simulator's routes (development only; buildApp never registers them in production, where
 * GOOGLE_SIGN_IN=simulator is refused): the account chooser page and its script, the key set the API verifies the
 * simulator's tokens against (shaped as Google's certs), and the token call the page posts to. Only the configured
 * client id gets a token, as Google answers `invalid_client` for a client it does not know.
 */
export function registerGoogleSimulatorRoutes(app: FastifyInstance, keys: GoogleSimulatorKeys, clientId: string): void {
  const dev = { tags: ['dev'] };
  app.get(
    GOOGLE_SIMULATOR_PATH,
    { schema: { ...dev, summary: 'Development only: the Google sign-in simulator page' } },
    (_request, reply) => sendSimulatorFile(reply, 'html', googleSimulatorPage()),
  );
  app.get(
    `${GOOGLE_SIMULATOR_PATH}simulator.js`,
    { schema: { ...dev, summary: "Development only: the simulator page's script" } },
    (_request, reply) => sendSimulatorFile(reply, 'js', GOOGLE_SIMULATOR_SCRIPT),
  );
  app.get(
    `${GOOGLE_SIMULATOR_PATH}certs`,
    { schema: { ...dev, summary: "Development only: the simulator's key set (JWKS)" } },
    async (_request, reply) => {
      // Google's certs are cacheable for hours; these change with every start of the API.
      reply.header('cache-control', 'no-store');
      return keys.jwks();
    },
  );
  app.post(
    `${GOOGLE_SIMULATOR_PATH}token`,
    {
      schema: {
        ...dev,
        summary: 'Development only: an ID token for an account, signed by the simulator',
        body: TokenRequest,
      },
    },
    async (request) => {
      const body = request.body as { client_id: string; name: string; email: string };
      if (body.client_id !== clientId)
        throw new ApiError(400, `Unknown client id ${body.client_id}: the API's GOOGLE_CLIENT_ID is the one to use`);
      const name = body.name.trim();
      const email = body.email.trim();
      const errors = [
        ...(name ? [] : ['Enter a name']),
        ...(EMAIL.test(email) ? [] : ['Enter an email address like name@example.com']),
      ];
      if (errors.length) throw new ApiError(400, errors.join('. '), errors);
      return { credential: await keys.signIdToken(clientId, { name, email }) };
    },
  );
}
