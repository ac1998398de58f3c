export { auditOfRequest, recordAudit } from './audit.repository';
