// The examples live beside the endpoint table, where the web's route tests read them too.
export { EXAMPLES } from '@svc/contract';
