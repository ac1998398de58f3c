import { z } from 'zod';
import { ROLES } from '../common/constants';

/** The session record the browser keeps under `userDetails` (specification section 3): exactly these fields. */
export const ZUserDetails = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  customercode: z.string(),
  customername: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  /** ISO time of the previous successful sign-in, or null on the first one. */
  lastLogin: z.string().nullable(),
});
export type TUserDetails = z.infer<typeof ZUserDetails>;

/** Body of every reply that carries no data of its own, and of every error reply. */
export const ZStatusReply = z.object({
  status: z.number().int(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type TStatusReply = z.infer<typeof ZStatusReply>;
