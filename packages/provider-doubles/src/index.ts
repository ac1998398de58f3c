export { type Msg91Double, type SentSms, startMsg91Double } from './msg91';
export { type ShiprocketDouble, type ShiprocketFault, startShiprocketDouble } from './shiprocket';
export { type SentTemplate, startWhatsappDouble, type WhatsappDouble } from './whatsapp-cloud';
