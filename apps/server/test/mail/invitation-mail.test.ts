import { describe, expect, it } from 'vitest';
import { invitationMail } from '../../src/mail/templates';

const base = { centre: 'Kovai Service', company: 'Acme Traders', username: 'arun', url: 'http://x/y', days: 7 };
const mail = (inviter: string | null, lang: 'en' | 'ta' = 'en') =>
  invitationMail('arun@example.com', { ...base, inviter, approver: false }, lang);
const times = (text: string, part: string) => text.split(part).length - 1;

describe('an invitation names each party once', () => {
  it('names the person who invited when they are not the company', () => {
    const m = mail('Priya S');
    expect(m.subject).toBe('Priya S invited you to Acme Traders on Service Application');
    expect(m.text).toContain('Priya S has added you to the account of Acme Traders at Kovai Service');
  });

  it('names the company once when the inviter is the account’s first user, named as the company', () => {
    for (const inviter of ['Acme Traders', ' acme  traders ']) {
      const m = mail(inviter);
      expect(m.subject).toBe('You are invited to Acme Traders on Service Application');
      expect(times(m.subject, 'Acme'), m.subject).toBe(1);
      expect(times(m.text.toLowerCase(), 'acme'), m.text).toBe(1);
    }
    const ta = mail('Acme Traders', 'ta');
    expect(times(ta.subject, 'Acme')).toBe(1);
    expect(times(ta.text, 'Acme')).toBe(1);
  });

  it('from the desk names the service company, and the customer’s company once', () => {
    const m = mail(null);
    expect(m.subject).toBe('Kovai Service invited you to Acme Traders on Service Application');
    expect(times(m.text, 'Acme Traders')).toBe(1);
  });
});
