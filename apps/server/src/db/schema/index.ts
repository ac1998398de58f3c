export * from './auth';
export * from './requests';
