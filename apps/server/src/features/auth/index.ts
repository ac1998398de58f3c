export { customerFields } from './customer-fields';
export type { OtpService } from './otp.service';
export { findLiveSession, revokeUserSessions } from './sessions.repository';
export {
  findCustomerById,
  findUserById,
  insertCustomer,
  insertUser,
  nextCustomerCode,
  setUserLanguage,
  setWhatsappOptIn,
} from './users.repository';
