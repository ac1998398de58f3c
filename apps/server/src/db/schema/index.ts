export * from './auth';
export * from './desk';
export * from './requests';
