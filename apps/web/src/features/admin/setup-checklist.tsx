import { Anchor, Card, List, Text, ThemeIcon, Title } from '@mantine/core';
import { pages, SETUP_STEPS, type TSetupStep } from '@svc/contract';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { t } from '../../i18n';
import { setupQuery } from './api';

const WHERE: Record<TSetupStep, string> = {
  company_name: pages.adminCompany,
  company_address: pages.adminCompany,
  company_gstin: pages.adminCompany,
  company_phone: pages.adminCompany,
  branch: pages.adminBranches,
  upi_id: pages.adminCompany,
};

/**
 * The admin's first start: what is still to set up, each step with its link. It blocks nothing, and goes
 * away once every step is done.
 */
export function SetupChecklist() {
  const query = useQuery(setupQuery);
  const missing = query.data?.missing ?? [];
  if (missing.length === 0) return null;
  return (
    <Card withBorder radius="lg" p="lg" mb="md" data-testid="setup-checklist">
      <Title order={2} fz="h4">
        {t('setupTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('setupHint')}
      </Text>
      <List spacing={6} center>
        {SETUP_STEPS.map((step) => {
          const done = !missing.includes(step);
          return (
            <List.Item
              key={step}
              data-done={done}
              icon={
                <ThemeIcon color={done ? 'teal.9' : 'gray.6'} variant="transparent" size={22} aria-hidden>
                  {done ? <IconCircleCheck size={20} /> : <IconCircleDashed size={20} />}
                </ThemeIcon>
              }
            >
              {done ? (
                <Text size="sm" c="dimmed">
                  {t('setupDone', { step: t(`setup_${step}`) })}
                </Text>
              ) : (
                <Anchor component={Link} to={WHERE[step]} size="sm" fw={600}>
                  {t(`setup_${step}`)}
                </Anchor>
              )}
            </List.Item>
          );
        })}
      </List>
    </Card>
  );
}
