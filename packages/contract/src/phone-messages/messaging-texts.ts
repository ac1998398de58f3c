/** What the phone-message settings and the WhatsApp consent say, kept free of zod so any screen can import them cheaply. */
export const MessagingMsg = {
  templateName: 'Use the template name as in WhatsApp Manager: small letters, digits and _',
  smsTemplateId: 'Use the template id from the SMS provider: letters and digits only',
  dltTemplateId: 'A DLT template id has 15 to 20 digits',
  orderTwice: 'Each channel can appear once in the order',
  notConfigured: (channel: string) =>
    `${channel} is not set up on this server: its credentials come from the environment (see docs/operations.md).`,
  optedIn: 'You will get updates on WhatsApp.',
  optedOut: 'You will no longer get updates on WhatsApp.',
} as const;
