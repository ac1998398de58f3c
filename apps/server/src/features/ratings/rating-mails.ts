import { ratingLink, requestLink, type TLanguage } from '@svc/contract';
import { mailTexts } from '../../mail/mail-texts';

const STARS = [5, 4, 3, 2, 1] as const;

/** The customer's invitation: one link per number of stars (one tap), in the customer's language. */
export function inviteMail(f: { reqCode: string; key: string; publicUrl: string; signedBy: string }, lang: TLanguage) {
  const { m } = mailTexts(lang);
  const lines = [
    m('rateIntro', { code: f.reqCode }),
    '',
    ...STARS.map((stars) => m('rateStar', { stars, url: `${f.publicUrl}${ratingLink(f.key, stars)}` })),
    '',
    m('rateComment'),
    '',
    f.signedBy || m('signature'),
  ];
  return { subject: m('rateSubject', { code: f.reqCode }), body: `${lines.join('\n')}\n` };
}

/** The company's alert of a low rating (1 or 2 stars), in English as the desk's other notices. */
export function lowRatingMail(f: {
  reqCode: string;
  customer: string;
  customerCode: string;
  stars: number;
  comment: string;
  publicUrl: string;
}) {
  const { m } = mailTexts('en');
  const values = { code: f.reqCode, customer: f.customer, stars: f.stars };
  return {
    subject: m('lowRatingSubject', values),
    body: m('lowRatingBody', {
      ...values,
      customerCode: f.customerCode,
      comment: f.comment || '-',
      url: `${f.publicUrl}${requestLink(f.reqCode)}`,
    }),
  };
}
