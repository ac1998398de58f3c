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

/** The tracking page's code, to answer quoted charges. */
export function trackCodeMail(to: string, request: string, code: string, lang: TLanguage = 'en'): Mail {
  const { m } = mailTexts(lang);
  return { to, subject: m('trackCodeSubject', { request }), text: m('trackCodeBody', { request, code }) };
}
