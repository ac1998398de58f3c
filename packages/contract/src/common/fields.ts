import { z } from 'zod';
import { AdminMsg } from './desk-messages';
import { isValidGstin } from './gstin';
import { AppMsg, Msg } from './messages';
import { STATE_CODES } from './states';

/** A password as the client sends it: SHA-256 of the typed text, base64 (44 characters, 32 bytes). */
export const ZPasswordHash = z
  .string()
  .length(44)
  .regex(/^[A-Za-z0-9+/]{43}=$/, 'Expected a SHA-256 digest in base64');

export const ZUserName = z
  .string()
  .trim()
  .min(1, Msg.enterUserName)
  .max(30, AppMsg.userNameLength)
  .regex(/^[A-Za-z0-9]+$/, AppMsg.userNameLettersDigits)
  .min(3, AppMsg.userNameLength);

export const ZEmail = z
  .string()
  .trim()
  .min(1, Msg.enterEmail)
  .max(254, Msg.enterValidEmail)
  .pipe(z.email(Msg.enterValidEmail));

const AN_EMAIL = z.email();
/** An e-mail that may be left blank (''): a bad one is refused with the e-mail's own message, not a union's. */
export const ZEmailOrEmpty = z
  .string()
  .trim()
  .max(254, Msg.enterValidEmail)
  .refine((s) => s === '' || AN_EMAIL.safeParse(s).success, Msg.enterValidEmail);

/**
 * An Indian mobile as people write it (98765 43210, 098765-43210, +91 98765 43210) kept as E.164
 * (+919876543210), the form WhatsApp and the SMS providers address.
 */
export const ZMobile = z
  .string()
  .trim()
  .min(1, Msg.enterMobile)
  .max(20, Msg.enterValidMobile)
  .transform((s) => s.replace(/[\s-]/g, '').replace(/^(\+91|91(?=\d{10}$)|0(?=\d{10}$))/, ''))
  .pipe(z.string().regex(/^[6-9][0-9]{9}$/, Msg.enterValidMobile))
  .transform((digits) => `+91${digits}`);

/** A mobile that may be left empty (a branch's or the company's phone). */
export const ZMobileOrEmpty = z
  .string()
  .trim()
  .transform((s, ctx) => {
    if (s === '') return '';
    const parsed = ZMobile.safeParse(s);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? Msg.enterValidMobile });
    return z.NEVER;
  });

/**
 * A place's phone, which may be left empty (the company's): a mobile, kept as E.164 as every mobile is, or a
 * landline with its STD code as people write it (044 2345 6789, 0422-2345678, +91 44 2345 6789), kept as
 * typed: its STD code has 2 to 4 digits, so only the person knows where to break it. Either is 10 digits
 * after the trunk 0 or +91.
 */
export const ZPhoneOrEmpty = z
  .string()
  .trim()
  .max(20, AdminMsg.enterValidPhone)
  .transform((s, ctx) => {
    if (s === '') return '';
    const mobile = ZMobile.safeParse(s);
    if (mobile.success) return mobile.data;
    if (/^[+0-9\s\-()]+$/.test(s) && LANDLINE.test(s.replace(/[\s\-()]/g, ''))) return s.replace(/\s+/g, ' ');
    ctx.addIssue({ code: 'custom', message: AdminMsg.enterValidPhone });
    return z.NEVER;
  });
/** A landline's digits: the trunk 0 or +91, then 10 digits not starting with 0. */
const LANDLINE = /^(\+91|0)?[1-9][0-9]{9}$/;

export const ZPincode = z
  .string()
  .trim()
  .min(1, Msg.enterPincode)
  .regex(/^[1-9][0-9]{5}$/, Msg.enterValidPincode);

/**
 * A GSTIN where one may have none (an individual, an unregistered business, a company not set up yet): empty
 * stays '', anything typed is checked in full. The specification's company form says "Please enter valid
 * GSTIN" but has no "Please enter GSTIN".
 */
export const ZGstinOrEmpty = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || isValidGstin(v), Msg.enterValidGstin);

export const ZStateCode = z.string().refine((v) => STATE_CODES.includes(v), Msg.selectState);

export const ZOtp = z.string().regex(/^[0-9]{6}$/, AppMsg.enterOtp);

/** The user-form password rule of the specification: 8-20 characters, upper, lower, digit, one of @$!%*#?& */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]{8,20}$/;
