import { z } from 'zod';
import { LANGUAGES, WELCOME_KEY_PATTERN } from '../common/constants';
import { ZEmail, ZGstinOrEmpty, ZMobile, ZOtp, ZPasswordHash, ZPincode, ZStateCode, ZUserName } from '../common/fields';
import { gstinStateMismatch } from '../common/gstin';
import { AppMsg, Msg } from '../common/messages';

const text = (msg: string, max: number) => z.string().trim().min(1, msg).max(max);

/**
 * The company/customer form of the specification (sections 3 and 5). A person or a business not registered
 * for GST leaves the GSTIN empty ('', decision 091): their invoices are B2C tax invoices; `companyname` is
 * then the person's name.
 */
export const customerProfileShape = {
  companyname: text(Msg.enterCompanyName, 120),
  gstin: ZGstinOrEmpty,
  mobile: ZMobile,
  city: text(Msg.enterCity, 80),
  address: text(Msg.enterAddress, 300),
  contactperson: text(Msg.enterContactPerson, 80),
  email: ZEmail,
  pincode: ZPincode,
  state: ZStateCode,
};

type WithGstinState = { gstin: string; state: string };
/** Adds the GSTIN/state match rule to a schema that holds both fields. */
export function checkGstinState(value: WithGstinState, ctx: z.RefinementCtx) {
  if (gstinStateMismatch(value.gstin, value.state)) {
    ctx.addIssue({ code: 'custom', path: ['gstin'], message: AppMsg.gstinStateMismatch });
  }
}

export const ZGetOtpRequest = z.strictObject({
  email: ZEmail,
  username: ZUserName,
  /** Checked for a customer with this GSTIN when one is given; '' for none. */
  gstin: ZGstinOrEmpty,
  /** Where SMS is on, the code goes to this mobile too. */
  mobile: ZMobile.optional(),
  /** The language of the code's mail and SMS (the page's). */
  language: z.enum(LANGUAGES).default('en'),
});
export type TGetOtpRequest = z.infer<typeof ZGetOtpRequest>;

export const ZInsertCustomerRequest = z
  .strictObject({
    ...customerProfileShape,
    username: ZUserName,
    password: ZPasswordHash,
    otp: ZOtp,
    /** The customer agrees to status messages on WhatsApp (recorded with its time; withdrawn on the profile). */
    whatsapp_opt_in: z.boolean().default(false),
    /** The language chosen on the sign-up page: the account's mails and messages use it. */
    language: z.enum(LANGUAGES).default('en'),
  })
  .superRefine(checkGstinState);
export type TInsertCustomerRequest = z.infer<typeof ZInsertCustomerRequest>;

/**
 * A welcome mail's key: the account's id and a random secret (only its hash is kept), valid for
 * WELCOME_LINK_DAYS and once; then the password, as every password, its SHA-256 digest.
 */
export const ZSetPasswordRequest = z.strictObject({
  key: z.string().max(120).regex(WELCOME_KEY_PATTERN, AppMsg.welcomeLinkExpired),
  password: ZPasswordHash,
});
export const ZSetPasswordReply = z.object({ status: z.number().int(), message: z.string(), username: z.string() });
/** The page asks whether its link still works before the password is typed (a used link says so at once). */
export const ZCheckWelcomeLink = ZSetPasswordRequest.pick({ key: true });

/** What a customer changes of their own details (the profile): the rest is the company's identity. */
export const ZUpdateProfile = z.strictObject({
  contactperson: customerProfileShape.contactperson,
  address: customerProfileShape.address,
  city: customerProfileShape.city,
  pincode: customerProfileShape.pincode,
  mobile: customerProfileShape.mobile,
});
export type TUpdateProfileInput = z.input<typeof ZUpdateProfile>;
export type TUpdateProfile = z.output<typeof ZUpdateProfile>;

export const ZForgotPasswordRequest = z.strictObject({
  identifier: z.string().trim().min(1, AppMsg.enterIdentifier).max(254),
});
export const ZResetPasswordRequest = z.strictObject({
  identifier: z.string().trim().min(1, AppMsg.enterIdentifier).max(254),
  otp: ZOtp,
  password: ZPasswordHash,
});
