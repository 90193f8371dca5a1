import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { strictInput } from '@nivaas/api-client/contract';
import type { AppContext } from '../../app-context';
import { ApiError, notFound, unauthorized } from '../../http/api-error';
import { CAPTCHA_FAILED_CODE } from '@nivaas/domain/sign-in';
import { registerOperation } from '../../http/register-operation';
import { verifyGoogleToken, verifyPhonepeToken, simulatorGrantToken } from './external-logins';
import { registerGoogleSimulatorRoutes } from './google-simulator/google-simulator-routes';
import { registerPhonepeSimulatorRoutes } from './phonepe-simulator/phonepe-simulator-routes';
import { registerPasswordResetRoutes } from './password-reset';
import { OTP_TTL_S, RESEND_AFTER_MS, sendOtpCode, verifyOtp } from './otp-service';
import { endSession, startSession, userForPhone } from './sessions';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  // A send may carry a passed check: checked once here (a token is spent either way), then a fresh code.
  const send = async (phone: string, captchaToken: string | undefined, clientAddress: string) => {
    const captchaPassed = captchaToken !== undefined && (await ctx.captcha.verify(captchaToken, clientAddress));
    if (captchaToken !== undefined && !captchaPassed)
      throw new ApiError(
        400,
        'That check did not pass, please try again',
        ['That check did not pass'],
        CAPTCHA_FAILED_CODE,
      );
    const sent = await sendOtpCode(ctx, phone, { captchaPassed });
    return {
      status: 'sent',
      resend_after_ms: RESEND_AFTER_MS,
      resends_left: sent.resendsLeft,
      expires_in_s: OTP_TTL_S,
    };
  };
  registerOperation(app, ctx, 'sendOtp', async ({ body, request }) =>
    send(body.phone_number, body.captcha_token, request.ip),
  );
  registerOperation(app, ctx, 'resendOtp', async ({ body, request }) =>
    send(body.phone_number, body.captcha_token, request.ip),
  );
  registerOperation(app, ctx, 'createCaptchaChallenge', async () => ctx.captcha.challenge());
  registerOperation(app, ctx, 'verifyOtp', async ({ body, reply }) => {
    await verifyOtp(db, ctx.otpPepper, body.phone_number, body.otp);
    return startSession(db, await userForPhone(db, body.phone_number), reply);
  });
  registerOperation(app, ctx, 'logout', async ({ token }) => {
    if (token) await endSession(db, token);
    return { status: 'ok' };
  });
  registerOperation(app, ctx, 'loginGoogle', async ({ body, reply }) => {
    const id = await verifyGoogleToken(ctx, body.token);
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO users (google_sub, email, first_name, last_name) VALUES ($1, $2, $3, $4)
       ON CONFLICT (google_sub) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
      [id.subject, id.email, id.firstName, id.lastName],
    );
    if (!row) throw unauthorized('Google sign-in failed');
    return startSession(db, row.id, reply);
  });
  registerOperation(app, ctx, 'loginPhonepe', async ({ body, reply }) => {
    // Without PhonePe's verify endpoint only the local simulator's tokens could be checked: never in production.
    if (ctx.production && !ctx.phonepeVerifyUrl) throw unauthorized('PhonePe sign-in is not available');
    const id = await verifyPhonepeToken(ctx, body.token);
    const userId = await userForPhone(db, id.phone ?? '');
    await db.query('UPDATE users SET phonepe_id = $1 WHERE id = $2 AND phonepe_id IS NULL', [id.subject, userId]);
    return startSession(db, userId, reply);
  });
  registerPasswordResetRoutes(app, ctx);

  if (ctx.production) return;
  // Development adapters: readable inbox instead of SMS, the Google sign-in and PhonePe simulators.
  if (ctx.googleSimulator) registerGoogleSimulatorRoutes(app, ctx.googleSimulator, ctx.googleClientId);
  registerPhonepeSimulatorRoutes(app);
  registerOperation(app, ctx, 'getDevOtpInbox', async ({ query }) => {
    const [row] = await db.query<{ phone: string; code: string; sent_at: Date }>(
      'SELECT * FROM otp_inbox WHERE phone = $1',
      [query.phone],
    );
    if (!row) throw notFound('No OTP sent to this phone');
    return { phone: row.phone, otp: row.code, sent_at: new Date(row.sent_at).toISOString() };
  });
  app.post('/api/dev/phonepe/grant-token/', {
    schema: {
      tags: ['dev'],
      summary: 'Development only: a PhonePe grant token for a phone',
      body: strictInput(Type.Object({ phone: Type.String({ pattern: '^[6-9]\\d{9}$' }) })),
    },
    handler: async (request) => ({ token: simulatorGrantToken(ctx, (request.body as { phone: string }).phone) }),
  });
}
