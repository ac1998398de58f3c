export { auditOfRequest, recordAudit } from './audit.repository';
export { auditMoveEffect } from './move-effect';
