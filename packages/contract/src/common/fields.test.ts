import { describe, expect, it } from 'vitest';
import { ZInsertCustomerRequest } from '../auth/signup';
import { AdminMsg } from './desk-messages';
import { PASSWORD_RULE, ZGstinOrEmpty, ZMobile, ZPasswordHash, ZPhoneOrEmpty, ZPincode, ZUserName } from './fields';
import { GSTIN_EXAMPLE } from './gstin';
import { Msg } from './messages';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('shared field rules', () => {
  it('mobile: 10 digits starting 6-9', () => {
    expect(ZMobile.safeParse('9876543210').success).toBe(true);
    expect(first(ZMobile.safeParse(''))).toBe(Msg.enterMobile);
    expect(first(ZMobile.safeParse('5876543210'))).toBe(Msg.enterValidMobile);
    expect(first(ZMobile.safeParse('98765'))).toBe(Msg.enterValidMobile);
  });
  it("a place's phone: a mobile (kept as E.164), a landline with its STD code (kept as typed), or nothing", () => {
    expect(ZPhoneOrEmpty.parse('')).toBe('');
    expect(ZPhoneOrEmpty.parse('98765 43210')).toBe('+919876543210');
    for (const landline of ['044 2345 6789', '044-23456789', '0422 2345678', '+91 44 2345 6789', '(044) 2345 6789'])
      expect(ZPhoneOrEmpty.parse(` ${landline} `), landline).toBe(landline);
    expect(ZPhoneOrEmpty.parse('04562  234567')).toBe('04562 234567');
    for (const bad of ['12345', '044 2345', '0000 000000', '044 2345 67890', 'call 044 23456789', '+1 415 555 0100'])
      expect(first(ZPhoneOrEmpty.safeParse(bad)), bad).toBe(AdminMsg.enterValidPhone);
  });
  it('GSTIN where one may have none: empty (or blanks) is none, anything typed is checked in full', () => {
    expect(ZGstinOrEmpty.parse('')).toBe('');
    expect(ZGstinOrEmpty.parse('   ')).toBe('');
    expect(ZGstinOrEmpty.parse(` ${GSTIN_EXAMPLE.toLowerCase()} `)).toBe(GSTIN_EXAMPLE);
    for (const bad of ['33ABCDE1234F1Z0', '33ABCDE1234F1Z', '99ABCDE1234F1Z7', 'none'])
      expect(first(ZGstinOrEmpty.safeParse(bad)), bad).toBe(Msg.enterValidGstin);
  });
  it('pincode: 6 digits not starting with 0', () => {
    expect(ZPincode.safeParse('600002').success).toBe(true);
    expect(first(ZPincode.safeParse('060002'))).toBe(Msg.enterValidPincode);
    expect(first(ZPincode.safeParse(''))).toBe(Msg.enterPincode);
  });
  it('user name: letters and digits only', () => {
    expect(ZUserName.safeParse('Arun2026').success).toBe(true);
    expect(ZUserName.safeParse('arun_k').success).toBe(false);
    expect(first(ZUserName.safeParse(''))).toBe(Msg.enterUserName);
  });
  it('password rule of the user form', () => {
    expect(PASSWORD_RULE.test('Secret@123')).toBe(true);
    for (const bad of ['secret@123', 'SECRET@123', 'Secret1234', 'Sec@1', 'Secret@123456789012345']) {
      expect(PASSWORD_RULE.test(bad), bad).toBe(false);
    }
  });
  it('a password digest is exactly 44 base64 characters', () => {
    expect(ZPasswordHash.safeParse('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=').success).toBe(true);
    expect(ZPasswordHash.safeParse('plain').success).toBe(false);
    expect(ZPasswordHash.safeParse(`${'a'.repeat(43)}!`).success).toBe(false);
  });
  it('refuses unknown fields on the sign-up call', () => {
    const r = ZInsertCustomerRequest.safeParse({ role: 'admin' });
    expect(r.error?.issues.some((i) => i.code === 'unrecognized_keys')).toBe(true);
  });
});
