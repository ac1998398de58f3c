import { z } from 'zod';
import { LANGUAGES, ROLES } from '../common/constants';
import { ZOtp } from '../common/fields';
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
      /**
       * When the account's admin verified the mobile with a code sent to it (decision 089): only a verified
       * number gets WhatsApp and SMS messages, and only its messages reach the account. Null until then.
       */
      mobile_verified_at: z.string().nullable(),
      /**
       * Whether the mobile can be verified now: a code can go to it by SMS or WhatsApp (a channel the company
       * has on with a code template, and this server a provider for). False: the profile says so up front.
       */
      mobile_verifiable: z.boolean(),
      /** Whether WhatsApp updates can go out (on for the company, with a provider on this server). */
      whatsapp_available: z.boolean(),
    })
    .nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

/** Sends a code to the account's mobile number as it is saved (nothing to choose: the number is the account's). */
export const ZSendMobileCode = z.strictObject({});
export const ZSendMobileCodeReply = z.object({
  status: z.number().int(),
  message: z.string(),
  /** The channel the code went by. */
  channel: z.enum(['sms', 'whatsapp']),
});
export const ZVerifyMobile = z.strictObject({ otp: ZOtp });
export const ZSetLanguage = z.strictObject({ language: z.enum(LANGUAGES) });

export const ZProfileResponse = z.object({ status: z.number().int(), message: z.string(), profile: ZProfile });
