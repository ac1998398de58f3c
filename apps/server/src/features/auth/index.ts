export { findLiveSession, revokeUserSessions } from './sessions.repository';
export {
  findCustomerById,
  findUserById,
  insertCustomer,
  insertUser,
  nextCustomerCode,
  type UserRow,
} from './users.repository';
