import { z } from 'zod';

/**
 * MSG91's SMS delivery report (its webhook "v3", JSON): one report, or several in an array. `status` is
 * MSG91's code: 1 delivered; 2 failed, 9 NDNC, 16 and 25 rejected, 17 blocked number; others (pending,
 * submitted) are not final.
 */
export const msg91Report = z.object({
  requestId: z.string().trim().min(1).max(100),
  status: z.union([z.string().max(20), z.number()]).transform(String),
  desc: z.string().max(200).optional(),
  number: z.string().max(30).optional(),
});
export const msg91DlrBody = z.union([msg91Report, z.array(msg91Report).min(1).max(1000)]);
export type Msg91Report = z.infer<typeof msg91Report>;
export const msg91DlrParams = z.object({ token: z.string().max(200) });
export const msg91DlrResponse = z.object({ received: z.number().int(), updated: z.number().int() });
