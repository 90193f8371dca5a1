import type { FastifyInstance } from 'fastify';
import { sendSimulatorFile } from '../../../http/simulator-page';
import {
  PHONEPE_SIMULATOR_PATH,
  PHONEPE_SIMULATOR_SCRIPT,
  PHONEPE_SIMULATOR_SDK,
  PHONEPE_SIMULATOR_SDK_PATH,
  phonepeSimulatorPage,
} from './phonepe-simulator-page';

/**
 * The PhonePe app simulator's page, its script and the SDK stand-in the site loads (development only: registered
 * beside the grant-token call, never in production). The page may frame this origin (the app's web view).
 */
export function registerPhonepeSimulatorRoutes(app: FastifyInstance): void {
  const dev = { tags: ['dev'] };
  app.get(
    PHONEPE_SIMULATOR_PATH,
    { schema: { ...dev, summary: 'Development only: the PhonePe app simulator (opens the site in its web view)' } },
    (_request, reply) => sendSimulatorFile(reply, 'html', phonepeSimulatorPage(), true),
  );
  app.get(
    `${PHONEPE_SIMULATOR_PATH}simulator.js`,
    { schema: { ...dev, summary: "Development only: the PhonePe app simulator's script" } },
    (_request, reply) => sendSimulatorFile(reply, 'js', PHONEPE_SIMULATOR_SCRIPT),
  );
  app.get(
    PHONEPE_SIMULATOR_SDK_PATH,
    { schema: { ...dev, summary: "Development only: the stand-in for PhonePe's web SDK, answered by the simulator" } },
    (_request, reply) => sendSimulatorFile(reply, 'js', PHONEPE_SIMULATOR_SDK),
  );
}
