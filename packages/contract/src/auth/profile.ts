import { z } from 'zod';
import { LANGUAGES, ROLES } from '../common/constants';
import { ACCOUNT_ROLES } from './colleagues';

export const ZProfile = z.object({
  username: z.string(),
  role: z.enum(ROLES),
  customercode: z.string(),
  customername: z.string(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  /** The person's language: screens after sign-in, mails and messages. */
  language: z.enum(LANGUAGES),
  /** A customer's role on their company's account (decision 067); null for staff and admin. */
  account_role: z.enum(ACCOUNT_ROLES).nullable(),
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
      /** When the customer agreed to WhatsApp messages; null when they have not (or withdrew). */
      whatsapp_opt_in_at: z.string().nullable(),
    })
    .nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;
export const ZSetLanguage = z.strictObject({ language: z.enum(LANGUAGES) });

export const ZProfileResponse = z.object({ status: z.number().int(), message: z.string(), profile: ZProfile });
