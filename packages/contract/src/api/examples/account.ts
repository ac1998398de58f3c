import { PeopleMsg } from '../../common/desk-messages';
import { AppMsg, Msg } from '../../common/messages';
import { customer, DIGEST, type Examples, NEW_DIGEST, OK, profile, STATUS_OK, WHEN } from './shared';

/** Signing up, signing in, passwords and the profile. */
export const ACCOUNT_EXAMPLES = {
  authenticate: {
    body: { username: 'murugan', password: DIGEST },
    reply: {
      status: 200,
      message: 'OK',
      userDetails: {
        accessToken: 'eyJhbGciOiJFUzI1NiJ9.…',
        refreshToken: 'rt_4Jc9…',
        customercode: 'C000042',
        customername: 'Sri Murugan Traders',
        username: 'murugan',
        role: 'customer',
        lastLogin: '2026-11-20T08:02:11.000Z',
      },
    },
  },
  getOtp: {
    body: { email: customer.email, username: 'murugan', gstin: customer.gstin, mobile: customer.mobile },
    reply: { status: 200, message: AppMsg.otpSent },
  },
  insertCustomer: {
    body: { ...customer, username: 'murugan', password: DIGEST, otp: '482913', whatsapp_opt_in: true, language: 'en' },
    reply: { status: 200, message: AppMsg.accountCreated },
  },
  forgotPassword: { body: { identifier: 'murugan' }, reply: { status: 200, message: AppMsg.resetSent } },
  resetPassword: {
    body: { identifier: 'murugan', otp: '482913', password: NEW_DIGEST },
    reply: { status: 200, message: AppMsg.passwordReset },
  },
  setPassword: {
    body: {
      key: '6f1c2a9e-3b7d-4c1e-9a52-0d8e4f6b2c71.Qm9vZnVxS3hWcE56TG1XYjRyVDhrWUhvZGplUTJpYUY',
      password: NEW_DIGEST,
    },
    reply: { status: 200, message: AppMsg.passwordSet, username: 'murugan' },
  },
  refreshToken: {
    body: { refreshToken: 'rt_4Jc9…' },
    reply: {
      status: 200,
      message: 'OK',
      tokenReult: { accessToken: 'eyJhbGciOiJFUzI1NiJ9.…', refreshToken: 'rt_8Lm2…', status: 200 },
    },
  },
  logout: { body: { refreshToken: 'rt_8Lm2…' }, reply: { status: 200, message: AppMsg.loggedOut } },
  oldPasswordCheck: { body: { customercode: 'C000042', oldpassword: DIGEST }, reply: OK },
  changePassword: {
    body: { customercode: 'C000042', oldpassword: DIGEST, password: NEW_DIGEST },
    reply: { status: true, message: Msg.passwordChanged },
  },
  getProfile: { body: {}, reply: { ...STATUS_OK, profile } },
  setLanguage: { body: { language: 'ta' }, reply: STATUS_OK },
  setWhatsappOptIn: { body: { opt_in: true }, reply: { ...STATUS_OK, whatsapp_opt_in_at: WHEN } },
  updateProfile: {
    body: {
      contactperson: 'K. Senthil',
      address: '12 North Veli Street',
      city: 'Madurai',
      pincode: '625001',
      mobile: '98765 43210',
    },
    reply: {
      status: 200,
      message: PeopleMsg.profileSaved,
      profile: {
        ...profile,
        company: { ...profile.company, contactperson: 'K. Senthil', address: '12 North Veli Street' },
      },
    },
  },
} satisfies Examples;
