import { loadCataloguePart } from '../../i18n';

/** The colleagues panel and its own part of the catalogue, together (decision 067). */
export const loadColleaguesPanel = () =>
  Promise.all([import('./colleagues-panel'), loadCataloguePart('colleagues')]).then(([m]) => m.ColleaguesPanel);
