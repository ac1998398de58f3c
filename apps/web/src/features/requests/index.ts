export { requestKeys, requestListQuery } from './api';
