import { Button, Group, Modal, Text } from '@mantine/core';
import { t } from '../i18n';

/**
 * The question before edits not saved are lost (leaving a settings screen, switching the language): Stay,
 * focused first, keeps them; the red button goes on.
 */
export function LoseEditsQuestion(props: {
  opened: boolean;
  title: string;
  text: string;
  goLabel: string;
  onStay: () => void;
  onGo: () => void;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onStay}
      title={props.title}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      <Text size="sm" mb="lg">
        {props.text}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={props.onStay} data-autofocus>
          {t('unsavedStay')}
        </Button>
        <Button color="red.9" onClick={props.onGo}>
          {props.goLabel}
        </Button>
      </Group>
    </Modal>
  );
}
