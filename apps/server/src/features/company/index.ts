export {
  type CompanySettings,
  cachedCompanySettings,
  ensureCompanySettings,
  forgetCompanySettings,
  readCompanySettings,
  updateCompanySettings,
} from './company.repository';
