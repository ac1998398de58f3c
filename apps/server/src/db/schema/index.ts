export * from './auth';
export * from './desk';
export * from './invoices';
export * from './members';
export * from './messaging';
export * from './requests';
export * from './turnaround';
