import { ToWords } from 'to-words';

// to-words (en-IN) counts in lakh and crore and names rupees and paise, as an Indian invoice must.
const words = new ToWords({ localeCode: 'en-IN', converterOptions: { currency: true, ignoreDecimal: false } });

/** "Four Thousand Five Hundred Forty Four Rupees Only" */
export const amountInWords = (rupees: number): string => words.convert(rupees);
