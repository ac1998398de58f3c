import { Accordion, Card, Grid, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  MESSAGE_KINDS,
  MESSAGE_PARAMS,
  type TCompanyReply,
  type TMessagingSettings,
  WHATSAPP_LANGUAGES,
} from '@svc/contract';
import { useState } from 'react';
import { messageLabel, t } from '../../i18n';

type Details = TCompanyReply['company_details'];

const LANGUAGE_NAME: Record<(typeof WHATSAPP_LANGUAGES)[number], string> = {
  en: 'English',
  en_US: 'English (US)',
  en_GB: 'English (UK)',
  ta: 'Tamil',
};

/** Every message with a template slot on both channels, so each input is controlled from the start. */
export function messagingValues(m: TMessagingSettings): TMessagingSettings {
  return {
    order: m.order,
    whatsapp: {
      ...m.whatsapp,
      templates: Object.fromEntries(MESSAGE_KINDS.map((k) => [k, m.whatsapp.templates[k] ?? ''])),
    },
    sms: {
      ...m.sms,
      templates: Object.fromEntries(
        MESSAGE_KINDS.map((k) => [
          k,
          m.sms.templates[k] ?? { template_id: '', dlt_template_id: '', template_id_ta: '', dlt_template_id_ta: '' },
        ]),
      ),
    },
  };
}

/** Which phone channels are on, which goes first, and each message's template on each. */
export function MessagingCard<V extends { messaging: TMessagingSettings }>({
  form,
  available,
  onOrderChange,
}: {
  form: UseFormReturnType<V>;
  available: Details['channels_available'];
  /** Set by the form's owner, where the path `messaging.order` has its type (this card only knows `V`). */
  onOrderChange: (order: TMessagingSettings['order']) => void;
}) {
  const order = form.getValues().messaging.order;
  const [opened, setOpened] = useState<string[]>([]);
  // A message whose template was refused opens by itself, so its message is seen.
  const refused = MESSAGE_KINDS.filter((k) =>
    Object.keys(form.errors).some((e) => e.endsWith(`.${k}`) || e.includes(`.${k}.`)),
  );
  return (
    <Card withBorder radius="lg" p="lg">
      <Title order={2} fz="h4" mb={4}>
        {t('phoneMessages')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('phoneMessagesHint')}
      </Text>
      <Stack gap="sm">
        <Switch
          label={t('whatsappOn')}
          disabled={!available.whatsapp}
          description={available.whatsapp ? undefined : t('channelNotSetUp')}
          {...form.getInputProps('messaging.whatsapp.enabled', { type: 'checkbox' })}
        />
        <Switch
          label={t('smsOn')}
          disabled={!available.sms}
          description={available.sms ? undefined : t('channelNotSetUp')}
          {...form.getInputProps('messaging.sms.enabled', { type: 'checkbox' })}
        />
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('channelOrder')}
              allowDeselect={false}
              data={[
                { value: 'whatsapp', label: t('whatsappFirst') },
                { value: 'sms', label: t('smsFirst') },
              ]}
              value={order[0] ?? 'whatsapp'}
              onChange={(v) => onOrderChange(v === 'sms' ? ['sms', 'whatsapp'] : ['whatsapp', 'sms'])}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('templateLanguage')}
              allowDeselect={false}
              data={WHATSAPP_LANGUAGES.map((code) => ({ value: code, label: `${LANGUAGE_NAME[code]} (${code})` }))}
              {...form.getInputProps('messaging.whatsapp.language')}
            />
          </Grid.Col>
        </Grid>
        <div>
          <Text fw={500} size="sm">
            {t('templates')}
          </Text>
          <Text size="xs" c="dimmed" mb="xs">
            {t('templatesHint')}
          </Text>
          <Accordion variant="contained" multiple value={[...new Set([...opened, ...refused])]} onChange={setOpened}>
            {MESSAGE_KINDS.map((kind) => (
              <Accordion.Item key={kind} value={kind}>
                <Accordion.Control>{messageLabel(kind)}</Accordion.Control>
                <Accordion.Panel>
                  <Text size="xs" c="dimmed" mb="xs">
                    {t('templateValues', { values: MESSAGE_PARAMS[kind].join(', ') })}
                  </Text>
                  <Grid>
                    <Grid.Col span={{ base: 12, md: 4 }}>
                      <TextInput
                        label={t('whatsappTemplate')}
                        maxLength={512}
                        {...form.getInputProps(`messaging.whatsapp.templates.${kind}`)}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
                      <TextInput
                        label={t('smsTemplateId')}
                        maxLength={40}
                        {...form.getInputProps(`messaging.sms.templates.${kind}.template_id`)}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
                      <TextInput
                        label={t('dltTemplateId')}
                        inputMode="numeric"
                        maxLength={20}
                        {...form.getInputProps(`messaging.sms.templates.${kind}.dlt_template_id`)}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 6, md: 4 }} offset={{ md: 4 }}>
                      <TextInput
                        label={t('smsTemplateIdTa')}
                        maxLength={40}
                        {...form.getInputProps(`messaging.sms.templates.${kind}.template_id_ta`)}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
                      <TextInput
                        label={t('dltTemplateIdTa')}
                        inputMode="numeric"
                        maxLength={20}
                        {...form.getInputProps(`messaging.sms.templates.${kind}.dlt_template_id_ta`)}
                      />
                    </Grid.Col>
                  </Grid>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </div>
      </Stack>
    </Card>
  );
}
