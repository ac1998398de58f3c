export { rebuildAllStates } from './request-state';
