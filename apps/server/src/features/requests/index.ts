export { startCounterFold } from './counter-fold';
export { rebuildAllStates } from './request-state';
