import { z } from 'zod';
import { ROLES } from '../common/constants';

export const ZProfile = z.object({
  username: z.string(),
  role: z.enum(ROLES),
  customercode: z.string(),
  customername: z.string(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  company: z
    .object({
      companyname: z.string(),
      gstin: z.string(),
      mobile: z.string(),
      city: z.string(),
      address: z.string(),
      contactperson: z.string(),
      email: z.string(),
      pincode: z.string(),
      state: z.string(),
    })
    .nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;
export const ZProfileResponse = z.object({ status: z.number().int(), message: z.string(), profile: ZProfile });
