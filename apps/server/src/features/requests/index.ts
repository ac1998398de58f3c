export { startCounterFold } from './counter-fold';
export { forgetActiveMasters } from './master.repository';
export { rebuildAllStates } from './request-state';
