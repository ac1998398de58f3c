/**
 * Every item status, defined once (issue 42, decision 102): a row in each of five tables, a module each
 * in this folder: what it is (`STATUS_FACTS`), what the server sends of it (`STATUS_NEWS`), its words in
 * English (`STATUS_TEXT`) and Tamil (`STATUS_TEXT_TA`), and the staff's button to it (`STATUS_ACTIONS`).
 * The flow's moves between statuses are `flow.ts`; everything else about a status is read off these tables:
 * the request's group and the desk's queues, the promise's clock, what can be invoiced, the badges' and the
 * tracking page's colours, the phone templates' values, what its mail adds, the staff's buttons, and the
 * texts of the screens, mails and messages. Five modules, not one file, because a bundle takes all of a
 * module that any of its screens reads (decision 075): the customer's screens take the facts and the English
 * words; the Tamil words come with the Tamil catalogue, the news with the messaging settings; the words of
 * several items at once (`STATUS_EXPLANATION_MANY`) only with the server's mails.
 * `registry.test.ts` fails when a status lacks anything; `docs/architecture.md` says how to add one.
 */

export { STATUS_ACTIONS } from './actions';
export { STATUS_FACTS, type StatusFacts, type TStatusClock } from './facts';
export { STATUS_NEWS, type StatusNews } from './news';
export { STATUS_TEXT, type StatusWords } from './words-en';
export { STATUS_EXPLANATION_MANY } from './words-many';
export { STATUS_TEXT_TA } from './words-ta';
