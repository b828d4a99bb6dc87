import { z } from 'zod';

export const siteInfo = z.object({ hrEmail: z.email() });
export type SiteInfo = z.infer<typeof siteInfo>;
