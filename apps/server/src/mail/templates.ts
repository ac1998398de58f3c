import type { TLanguage } from '@svc/contract';
import { mailTexts } from './mail-texts';
import type { Mail } from './mailer';

export function signupCodeMail(to: string, code: string, lang: TLanguage = 'en'): Mail {
  const { m } = mailTexts(lang);
  return { to, subject: m('signupSubject'), text: m('signupBody', { code }) };
}

export function resetCodeMail(to: string, username: string, code: string, lang: TLanguage = 'en'): Mail {
  const { m } = mailTexts(lang);
  return { to, subject: m('resetSubject'), text: m('resetBody', { username, code }) };
}

/** A customer the desk created: their user name and the link to set a password, valid for some days. */
export function welcomeMail(to: string, username: string, url: string, days: number, lang: TLanguage = 'en'): Mail {
  const { m } = mailTexts(lang);
  return { to, subject: m('welcomeSubject'), text: m('welcomeBody', { username, url, days }) };
}

/** A colleague invited to a customer's account: who invited them, their user name and the link (decision 067). */
export function invitationMail(
  to: string,
  v: { inviter: string; company: string; username: string; url: string; days: number; approver: boolean },
  lang: TLanguage = 'en',
): Mail {
  const { m } = mailTexts(lang);
  return {
    to,
    subject: m('inviteSubject', { inviter: v.inviter, company: v.company }),
    text: m('inviteBody', { ...v, approver: v.approver ? 'yes' : 'no' }),
  };
}

/** The tracking page's code, to answer quoted charges. */
export function trackCodeMail(to: string, request: string, code: string, lang: TLanguage = 'en'): Mail {
  const { m } = mailTexts(lang);
  return { to, subject: m('trackCodeSubject', { request }), text: m('trackCodeBody', { request, code }) };
}
