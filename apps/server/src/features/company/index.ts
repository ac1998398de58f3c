export {
  type CompanySettings,
  ensureCompanySettings,
  readCompanySettings,
  updateCompanySettings,
} from './company.repository';
