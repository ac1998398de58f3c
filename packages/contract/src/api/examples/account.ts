import { ColleagueMsg } from '../../auth/colleagues';
import { MobileMsg } from '../../auth/mobile-messages';
import { PeopleMsg } from '../../common/desk-messages';
import { AppMsg, Msg } from '../../common/messages';
import { fillText } from '../../requests/track-page-texts';
import { customer, DIGEST, type Examples, NEW_DIGEST, OK, profile, STATUS_OK, WHEN } from './shared';

/** Signing up, signing in, passwords and the profile. */
export const ACCOUNT_EXAMPLES = {
  colleagueList: {
    // Staff name the account; a customer may leave the code out (their own account).
    body: { customercode: 'C000042' },
    reply: {
      statusFlag: 0,
      message: 'OK',
      customercode: 'C000042',
      company_name: 'Sri Murugan Traders',
      your_role: 'owner',
      can_manage: true,
      colleagues: [
        {
          user_id: '6f1c2a9e-3b7d-4c1e-9a52-0d8e4f6b2c71',
          name: 'Sri Murugan Traders',
          username: 'murugan',
          email: 'accounts@srimurugan.in',
          role: 'owner',
          state: 'active',
          last_login: '2026-11-20T08:02:11.000Z',
          added_at: '2026-04-02T05:30:00.000Z',
        },
        {
          user_id: '0b7d1e4c-52a9-4f3e-8c61-2d9a7b3e5f10',
          name: 'Lakshmi R',
          username: 'lakshmi',
          email: 'lakshmi@srimurugan.in',
          role: 'member',
          state: 'invited',
          last_login: null,
          added_at: '2026-11-26T06:10:00.000Z',
        },
      ],
    },
  },
  inviteColleague: {
    body: {
      customercode: 'C000042',
      name: 'Lakshmi R',
      email: 'lakshmi@srimurugan.in',
      username: 'lakshmi',
      role: 'member',
      language: 'ta',
    },
    reply: { statusFlag: 0, message: ColleagueMsg.colleagueInvited },
  },
  resendInvitation: {
    body: { customercode: 'C000042', user_id: '0b7d1e4c-52a9-4f3e-8c61-2d9a7b3e5f10' },
    reply: { statusFlag: 0, message: ColleagueMsg.invitationResent },
  },
  setColleagueRole: {
    body: { customercode: 'C000042', user_id: '0b7d1e4c-52a9-4f3e-8c61-2d9a7b3e5f10', role: 'approver' },
    reply: { statusFlag: 0, message: ColleagueMsg.colleagueRoleSaved },
  },
  removeColleague: {
    body: { customercode: 'C000042', user_id: '0b7d1e4c-52a9-4f3e-8c61-2d9a7b3e5f10' },
    reply: { statusFlag: 0, message: ColleagueMsg.colleagueRemoved },
  },
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
  checkWelcomeLink: {
    body: { key: '6f1c2a9e-3b7d-4c1e-9a52-0d8e4f6b2c71.Qm9vZnVxS3hWcE56TG1XYjRyVDhrWUhvZGplUTJpYUY' },
    reply: { status: 200, message: 'OK', username: 'murugan' },
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
  sendMobileCode: {
    body: {},
    reply: {
      status: 200,
      message: fillText(MobileMsg.mobileCodeSentSms, { mobile: '+91 98765 43210' }),
      channel: 'sms',
    },
  },
  verifyMobile: {
    body: { otp: '482913' },
    reply: { status: 200, message: MobileMsg.mobileVerified, profile },
  },
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
