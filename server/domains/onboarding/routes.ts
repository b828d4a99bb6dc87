import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okBody } from '../../../contracts/common.ts';
import {
  checkExistingBody,
  checkExistingResponse,
  sendVerificationBody,
  sendVerificationResponse,
  verifyCodeBody,
  verifyCodeResponse,
} from '../../../contracts/onboarding.ts';
import { createOrderBody, createOrderResponse } from '../../../contracts/payments.ts';
import { completeProfileBody } from '../../../contracts/registration-profile.ts';
import { deviceHash } from '../../lib/device.ts';
import { verificationCodeEmail } from '../../lib/notify/templates.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireUser } from '../../plugins/session.ts';
import * as identity from '../identity/service.ts';
import { joiningFeeHandler, startJoiningPayment } from './joining.ts';
import { completeProfile } from './profile.ts';
import * as service from './service.ts';

const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const codeKey: identity.CodeKey = { secret: app.config.codeHashSecret, purpose: 'application' };
  // A paid joining fee is settled here: the account, the card application and the advisor's referral.
  app.paymentHandlers.register(
    'joining_fee',
    joiningFeeHandler({ db: app.db, gateway: app.payments, notifier: app.notifier, log: app.log }),
  );

  app.post(
    '/api/payment/create-order',
    {
      schema: {
        tags: ['onboarding'],
        summary: "Open a joining-fee payment for the verified contact (the amount is the plan's price)",
        body: createOrderBody,
        response: { 200: createOrderResponse, ...errorResponses(400, 409, 429, 503) },
      },
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
    },
    async (request) =>
      startJoiningPayment(
        { db: app.db, gateway: app.payments },
        { ...request.body, deviceHash: deviceHash(request.ip, request.headers['user-agent']) },
        {
          testTier: app.config.paymentsTestTier,
        },
      ),
  );

  app.post(
    '/api/auth/check-existing',
    {
      schema: {
        tags: ['onboarding'],
        summary:
          "Whether an account already uses this e-mail or phone: told only with the verify step's token for it " +
          '(verificationToken); without one the answer is always false, so nobody learns who has an account',
        body: checkExistingBody,
        response: { 200: checkExistingResponse, ...errorResponses(400) },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => ({ exists: await service.provenContactExists(app.db, request.body) }),
  );

  app.post(
    '/api/auth/send-verification',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Send a 6-digit code to an e-mail or phone (also resends; at most every 30 s)',
        body: sendVerificationBody,
        response: { 200: sendVerificationResponse, ...errorResponses(400, 429, 503) },
      },
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
    },
    async (request) => {
      service.requireMethodOffered(request.body.contactMethod, app.config.phoneSignup);
      if (request.body.referralCode !== undefined) {
        await service.requireReferrer(app.db, request.body.referralCode);
      }
      // In the language the applicant reads the application in (she has no account yet); English if none.
      const language = request.body.language ?? 'en';
      await identity.sendVerification(
        app.db,
        app.notifier,
        codeKey,
        request.body.contactMethod,
        request.body.contact,
        undefined,
        (code, minutes) => verificationCodeEmail(code, minutes, language),
        language,
      );
      return { success: true as const, message: 'Verification sent' as const };
    },
  );

  app.post(
    '/api/auth/verify-code',
    {
      schema: {
        tags: ['onboarding'],
        summary:
          'Check a verification code; answers a token proving the contact for 30 minutes, or 409 when the ' +
          "contact already has an account (told only after the code proves the address is the caller's)",
        body: verifyCodeBody,
        response: { 200: verifyCodeResponse, ...errorResponses(400, 409, 429) },
      },
      config: { rateLimit: { max: 60, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const verificationToken = await identity.verifyCode(
        app.db,
        codeKey,
        request.body.contact,
        request.body.code,
      );
      // Only now, to whoever read the code, does the shop say the address already has an account.
      await service.refuseExistingAccount(app.db, request.body.contact);
      return { success: true as const, verificationToken };
    },
  );

  app.post(
    '/api/auth/complete-profile',
    {
      schema: {
        tags: ['onboarding'],
        summary:
          'Save the 3-step style profile of the signed-in applicant; the application is then ready for review',
        body: completeProfileBody,
        response: { 200: okBody, ...errorResponses(400, 401) },
      },
      onRequest: requireUser,
    },
    async (request) => {
      await completeProfile(app.db, request.user.userId, request.body);
      return { success: true as const };
    },
  );
};

export default onboardingRoutes;
