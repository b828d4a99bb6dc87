import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, okBody } from '../../../contracts/common.ts';
import {
  createPreferenceProfileBody,
  preferenceProfile,
  preferenceProfileList,
  updatePreferenceProfileBody,
} from '../../../contracts/preferences.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireUser } from '../../plugins/session.ts';
import * as service from './service.ts';

/** What app.ts hands over: the bag's step before a profile is deleted (its lines go back to the member). */
export interface PreferencesOptions {
  beforeProfileDeleted?: service.BeforeProfileDeleted;
}

/** The signed-in user's own preference profiles ('Me' and family or friends). */
const preferencesRoutes: FastifyPluginAsyncZod<PreferencesOptions> = async (app, options) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/preference-profiles',
    {
      schema: {
        tags: ['preferences'],
        summary: "The signed-in user's preference profiles, the primary ('Me') first",
        response: { 200: preferenceProfileList, ...errorResponses(401) },
      },
    },
    async (request) => service.listProfiles(app.db, request.user.userId),
  );

  app.post(
    '/api/preference-profiles',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Add a family member or friend',
        body: createPreferenceProfileBody,
        response: { 201: preferenceProfile, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const profile = await service.createProfile(app.db, request.user.userId, request.body);
      return reply.status(201).send(profile);
    },
  );

  app.put(
    '/api/preference-profiles/:id',
    {
      schema: {
        tags: ['preferences'],
        summary: "Rename a family or friend profile, or replace any profile's details",
        params: idParams,
        body: updatePreferenceProfileBody,
        response: { 200: preferenceProfile, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.updateProfile(app.db, request.user.userId, request.params.id, request.body),
  );

  app.delete(
    '/api/preference-profiles/:id',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Delete a family or friend profile (the primary cannot be deleted)',
        params: idParams,
        response: { 200: okBody, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.deleteProfile(
        app.db,
        request.user.userId,
        request.params.id,
        options.beforeProfileDeleted,
      );
      return { success: true as const };
    },
  );
};

export default preferencesRoutes;
