import http from 'node:http';
import { MESSAGE_KINDS, MESSAGE_PARAMS } from '@svc/contract';
import { startMsg91Double, startShiprocketDouble, startWhatsappDouble } from '@svc/provider-doubles';
import { E2E_PHONES } from './phones.config';

/**
 * The WhatsApp Cloud API, MSG91 and Shiprocket as local servers for the browser tests, posting their signed
 * reports and tracking events to the app, with an HTTP window onto what they received.
 */
const app = `http://127.0.0.1:${E2E_PHONES.appPort}/api/webhooks`;
const whatsapp = await startWhatsappDouble({
  port: E2E_PHONES.whatsappPort,
  phoneNumberId: E2E_PHONES.whatsapp.phoneNumberId,
  accessToken: E2E_PHONES.whatsapp.accessToken,
  appSecret: E2E_PHONES.whatsapp.appSecret,
  webhookUrl: `${app}/whatsapp`,
  templates: MESSAGE_KINDS.map((k) => ({ name: `svc_${k}`, language: 'en', params: MESSAGE_PARAMS[k].length })),
});
const sms = await startMsg91Double({
  port: E2E_PHONES.msg91Port,
  authKey: E2E_PHONES.msg91.authKey,
  senderId: E2E_PHONES.msg91.senderId,
  webhookUrl: `${app}/msg91?token=${E2E_PHONES.msg91.webhookToken}`,
  templates: MESSAGE_KINDS.map((k) => ({ id: E2E_PHONES.smsTemplate(k), variables: [...MESSAGE_PARAMS[k]] })),
});

const couriers = await startShiprocketDouble({
  port: E2E_PHONES.shiprocketPort,
  email: E2E_PHONES.shiprocket.email,
  password: E2E_PHONES.shiprocket.password,
  webhookUrl: `${app}/couriers/track`,
  webhookToken: E2E_PHONES.shiprocket.webhookToken,
});

const window = http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/health') return res.end('ok');
    // A customer's WhatsApp message, posted to the app as Meta posts it (issue 30): POST /incoming?from=91…&text=…
    if (req.method === 'POST' && url.pathname === '/incoming') {
      const from = url.searchParams.get('from') ?? '';
      void whatsapp.incoming(from, { text: url.searchParams.get('text') ?? '' }).then(({ status }) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ status }));
      });
      return;
    }
    // A courier's scan, posted to the app as Shiprocket posts it (issue 43): POST /courier-scan?awb=…&id=42&label=…
    if (req.method === 'POST' && url.pathname === '/courier-scan') {
      const awb = url.searchParams.get('awb') ?? '';
      const id = Number(url.searchParams.get('id'));
      void couriers.push(awb, { id, label: url.searchParams.get('label') ?? '' }).then((status) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ status }));
      });
      return;
    }
    // The courier orders made for a request (our reference starts with its code): GET /courier-orders?code=…
    if (url.pathname === '/courier-orders') {
      const code = url.searchParams.get('code') ?? '';
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          couriers.orders
            .filter((o) => o.ref.startsWith(`${code}-`))
            .map((o) => ({ ref: o.ref, awb: o.awb, cancelled: o.cancelled, kind: o.kind })),
        ),
      );
      return;
    }
    const to = url.searchParams.get('to');
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        whatsapp: whatsapp.received.filter((m) => !to || m.to === to),
        sms: sms.received.filter((m) => !to || m.to === to),
      }),
    );
  })
  .listen(E2E_PHONES.windowPort, '127.0.0.1');

const stop = async () => {
  window.close();
  await Promise.all([whatsapp.close(), sms.close(), couriers.close()]);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
