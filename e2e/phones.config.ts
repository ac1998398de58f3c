/** Ports and credentials shared by the app under test and the local provider servers (phones and couriers). */
export const E2E_PHONES = {
  appPort: 3100,
  whatsappPort: 3127,
  msg91Port: 3128,
  windowPort: 3129,
  shiprocketPort: 3130,
  shiprocket: {
    email: 'e2e-api@kaveri-service.in',
    password: 'E2e-Shiprocket#2026',
    webhookToken: 'e2e-shiprocket-hook-token-0123',
  },
  whatsapp: {
    phoneNumberId: '106540352242922',
    accessToken: 'EAAG-e2e-access-token-0123456789',
    appSecret: 'e2e-whatsapp-app-secret-0123',
    verifyToken: 'e2e-whatsapp-verify-token-0123',
  },
  msg91: { authKey: 'e2e-msg91-auth-key', senderId: 'SVCAPP', webhookToken: 'e2e-msg91-webhook-token-0123' },
  smsTemplate: (kind: string) => `e2e${kind.replace(/_/g, '')}`,
};

/** What the app is started with, so it talks to the local servers above. */
export const phoneEnv = {
  WHATSAPP_API_URL: `http://127.0.0.1:${E2E_PHONES.whatsappPort}/v21.0`,
  WHATSAPP_PHONE_NUMBER_ID: E2E_PHONES.whatsapp.phoneNumberId,
  WHATSAPP_ACCESS_TOKEN: E2E_PHONES.whatsapp.accessToken,
  WHATSAPP_APP_SECRET: E2E_PHONES.whatsapp.appSecret,
  WHATSAPP_VERIFY_TOKEN: E2E_PHONES.whatsapp.verifyToken,
  MSG91_API_URL: `http://127.0.0.1:${E2E_PHONES.msg91Port}`,
  MSG91_AUTH_KEY: E2E_PHONES.msg91.authKey,
  MSG91_SENDER_ID: E2E_PHONES.msg91.senderId,
  MSG91_WEBHOOK_TOKEN: E2E_PHONES.msg91.webhookToken,
  SHIPROCKET_API_URL: `http://127.0.0.1:${E2E_PHONES.shiprocketPort}`,
  SHIPROCKET_EMAIL: E2E_PHONES.shiprocket.email,
  SHIPROCKET_PASSWORD: E2E_PHONES.shiprocket.password,
  SHIPROCKET_WEBHOOK_TOKEN: E2E_PHONES.shiprocket.webhookToken,
};
