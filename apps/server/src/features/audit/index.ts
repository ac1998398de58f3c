export { type AuditEntry, auditOfRequest, recordAudit } from './audit.repository';
