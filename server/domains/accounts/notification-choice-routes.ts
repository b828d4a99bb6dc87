import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_KINDS } from '../../../contracts/constants.ts';
import { NOTIFICATION_MESSAGES, notificationChoices } from '../../../contracts/notifications.ts';
import { badRequest } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireUser } from '../../plugins/session.ts';
import { choicesOf, saveChoices } from './notification-choices.ts';
import { findContact } from './repo.ts';

/** The member's own notification choices (no member id is ever read from the request). */
const notificationChoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/notifications',
    {
      onRequest: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'E-mail, SMS, push and WhatsApp choices per kind of message (defaults until saved)',
        response: { 200: notificationChoices, ...errorResponses(401) },
      },
    },
    async (request) => choicesOf(app.db, request.user.userId),
  );

  app.put(
    '/api/user/notifications',
    {
      onRequest: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Save the choices; the shop honours them from the next message',
        body: notificationChoices,
        response: { 200: notificationChoices, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const contact = await findContact(app.db, request.user.userId);
      const wantsSms = NOTIFICATION_KINDS.filter((k) => request.body[k].sms);
      const wantsEmail = NOTIFICATION_KINDS.filter((k) => request.body[k].email);
      const wantsWhatsapp = NOTIFICATION_KINDS.filter((k) => request.body[k].whatsapp);
      if (wantsSms.length > 0 && !contact?.phone)
        throw badRequest(
          NOTIFICATION_MESSAGES.noPhone,
          Object.fromEntries(wantsSms.map((k) => [k, [NOTIFICATION_MESSAGES.noPhone]])),
        );
      if (wantsEmail.length > 0 && !contact?.email)
        throw badRequest(
          NOTIFICATION_MESSAGES.noEmail,
          Object.fromEntries(wantsEmail.map((k) => [k, [NOTIFICATION_MESSAGES.noEmail]])),
        );
      if (wantsWhatsapp.length > 0 && !contact?.phone)
        throw badRequest(
          NOTIFICATION_MESSAGES.noWhatsapp,
          Object.fromEntries(wantsWhatsapp.map((k) => [k, [NOTIFICATION_MESSAGES.noWhatsapp]])),
        );
      return saveChoices(app.db, request.user.userId, request.body);
    },
  );
};

export default notificationChoiceRoutes;
