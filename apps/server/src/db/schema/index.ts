export * from './auth';
export * from './desk';
export * from './messaging';
export * from './requests';
