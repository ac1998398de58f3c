export { customerFields } from './customer-fields';
export { findLiveSession, revokeUserSessions } from './sessions.repository';
export { findCustomerById, findUserById, insertCustomer, insertUser, nextCustomerCode } from './users.repository';
