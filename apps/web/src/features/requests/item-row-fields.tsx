import { ActionIcon, Grid, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TWarranty } from '@svc/contract';
import { IconTrash } from '@tabler/icons-react';
import { LazySelect } from '../../components/lazy-select';
import { t } from '../../i18n';
import { WarrantyLine } from '../warranty';
import type { AddRequestValues } from './add-request-form';
import { PhotoPicker } from './photo-picker';
import type { usePhotoUploads } from './use-photo-uploads';

type Option = { value: string; label: string };

/** One item of the request: what it is, which one, what is wrong, and its photos. */
export function ItemRowFields(props: {
  form: UseFormReturnType<AddRequestValues>;
  index: number;
  itemOptions: Option[];
  brandOptions: Option[];
  uploads: ReturnType<typeof usePhotoUploads>;
  canRemove: boolean;
  /** What the sales records say of each serial number typed (the add screen asks for all rows at once). */
  warranties: Map<string, TWarranty>;
}) {
  const { form, index: i, uploads } = props;
  const row = form.values.items[i];
  if (!row) return null;
  const n = i + 1;
  const photos = uploads.photos[row.key] ?? [];
  return (
    <Paper withBorder radius="md" p="md" data-testid={`item-row-${n}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="h5">
            {t('itemHeading', { n })}
          </Title>
          {props.canRemove && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('removeItem', { n })}
              title={t('removeItem', { n })}
              onClick={() => {
                uploads.dropItem(row.key);
                form.removeListItem('items', i);
              }}
            >
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <LazySelect
              label={t('item')}
              placeholder={t('selectItemPlaceholder')}
              data={props.itemOptions}
              searchable
              withAsterisk
              {...form.getInputProps(`items.${i}.item_id`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <LazySelect
              label={t('brand')}
              placeholder={t('selectBrandPlaceholder')}
              data={props.brandOptions}
              searchable
              withAsterisk
              {...form.getInputProps(`items.${i}.brand_id`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <TextInput
              label={t('modelNumber')}
              withAsterisk
              maxLength={60}
              {...form.getInputProps(`items.${i}.model_number`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <TextInput
              label={t('serialNumber')}
              withAsterisk
              maxLength={60}
              autoCapitalize="characters"
              {...form.getInputProps(`items.${i}.serial_number`)}
            />
            <div aria-live="polite">
              <WarrantyLine warranty={props.warranties.get(row.serial_number.trim())} />
            </div>
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label={t('problem')}
              placeholder={t('problemPlaceholder')}
              autosize
              minRows={2}
              maxLength={500}
              {...form.getInputProps(`items.${i}.problem`)}
            />
          </Grid.Col>
        </Grid>
        <PhotoPicker
          label={`${t('photos')} · ${t('itemHeading', { n })}`}
          photos={photos}
          onFiles={(files) => uploads.add(row.key, files, photos.length)}
          onRemove={(key) => uploads.remove(row.key, key)}
          onRetry={(key) => uploads.retry(row.key, key)}
        />
      </Stack>
    </Paper>
  );
}
