import type { TLanguage } from '@svc/contract';
import { mailTexts } from './mail-texts';
import type { Mail } from './mailer';

const nameKey = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
const sameName = (a: string, b: string) => nameKey(a) === nameKey(b);

export function signupCodeMail(to: string, code: string, lang: TLanguage = 'en'): Mail {
  const { m } = mailTexts(lang);
  return { to, subject: m('signupSubject'), text: m('signupBody', { code }), awaited: { what: 'Code', value: code } };
}

export function resetCodeMail(to: string, username: string, code: string, lang: TLanguage = 'en'): Mail {
  const { m } = mailTexts(lang);
  return {
    to,
    subject: m('resetSubject'),
    text: m('resetBody', { username, code }),
    awaited: { what: 'Code', value: code },
  };
}

/**
 * A customer the desk created: their user name and the link to set a password, valid for some days; made at
 * the service company `centre` by its name ('' until the admin sets one: "the service centre").
 */
export function welcomeMail(
  to: string,
  username: string,
  url: string,
  days: number,
  lang: TLanguage = 'en',
  centre = '',
): Mail {
  const { m } = mailTexts(lang);
  const centreAt = centre ? m('centreAtNamed', { name: centre }) : m('centreAtUnnamed');
  return {
    to,
    subject: m('welcomeSubject'),
    text: m('welcomeBody', { username, url, days, centreAt }),
    awaited: { what: 'Link', value: url },
  };
}

/**
 * A colleague invited to a customer's account (decision 067): who invited them (`inviter`; null: the desk,
 * and the mail says the service company did, by its name), their user name and the link. `centre` is the
 * service company's name from its settings, '' until the admin sets one ("the service centre").
 */
export function invitationMail(
  to: string,
  v: {
    inviter: string | null;
    centre: string;
    company: string;
    username: string;
    url: string;
    days: number;
    approver: boolean;
  },
  lang: TLanguage = 'en',
): Mail {
  const { m } = mailTexts(lang);
  const centre = v.centre || m('centreUnnamed');
  const centreAt = v.centre ? m('centreAtNamed', { name: v.centre }) : m('centreAtUnnamed');
  const who = { username: v.username, company: v.company };
  // The account's first user is named as the company (sign-up): "Acme invited you to Acme" says it twice.
  const own = v.inviter !== null && sameName(v.inviter, v.company);
  const opening =
    v.inviter === null
      ? m('inviteOpeningCentre', { ...who, centre })
      : own
        ? m('inviteOpeningOwn', { ...who, centreAt })
        : m('inviteOpeningColleague', { ...who, inviter: v.inviter, centreAt });
  return {
    to,
    subject:
      v.inviter === null
        ? m('inviteSubjectCentre', { centre, company: v.company })
        : own
          ? m('inviteSubjectOwn', { company: v.company })
          : m('inviteSubject', { inviter: v.inviter, company: v.company }),
    text: m('inviteBody', { opening, url: v.url, days: v.days, approver: v.approver ? 'yes' : 'no' }),
  };
}

/** The tracking page's code, to answer quoted charges. */
export function trackCodeMail(to: string, request: string, code: string, lang: TLanguage = 'en'): Mail {
  const { m } = mailTexts(lang);
  return {
    to,
    subject: m('trackCodeSubject', { request }),
    text: m('trackCodeBody', { request, code }),
    awaited: { what: 'Code', value: code },
  };
}
