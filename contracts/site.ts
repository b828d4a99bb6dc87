import { z } from 'zod';

/** GET /api/site: `phoneSignup` false hides the phone choice on /register (PHONE_SIGNUP=false). */
export const siteInfo = z.object({ hrEmail: z.email(), phoneSignup: z.boolean() });
export type SiteInfo = z.infer<typeof siteInfo>;
