export { ensureCompanySettings, readCompanySettings, updateCompanySettings } from './company.repository';
