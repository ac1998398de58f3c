import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { pages, requestLink, ZAddRequestForm } from '@svc/contract';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CourierFields } from '../../components/courier-form';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { t } from '../../i18n';
import { ApiError } from '../../lib/api-error';
import { useAppForm } from '../../lib/app-form';
import { formResolver } from '../../lib/form-resolver';
import { revealFirstError } from '../../lib/reveal-error';
import { uuid } from '../../lib/uuid';
import { issuesToErrors } from '../../lib/zod-form';
import { type AddRequestValues, emptyRequest, newItemRow } from './add-request-form';
import { createRequest, masterListQuery, requestKeys } from './api';
import { ItemRowFields } from './item-row-fields';
import { usePhotoUploads } from './use-photo-uploads';

export default function AddRequestPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const masters = useQuery(masterListQuery);
  const uploads = usePhotoUploads();
  const idempotencyKey = useRef(uuid());
  const [waiting, setWaiting] = useState(false);
  const form = useAppForm<AddRequestValues>({
    initialValues: emptyRequest(),
    validate: formResolver(ZAddRequestForm),
  });

  const itemOptions = useMemo(
    () => (masters.data?.itemList ?? []).map((i) => ({ value: String(i.id), label: i.name })),
    [masters.data],
  );
  const brandOptions = useMemo(
    () => (masters.data?.brandList ?? []).map((b) => ({ value: String(b.id), label: b.name })),
    [masters.data],
  );

  const submit = useMutation({
    mutationFn: (v: AddRequestValues) =>
      createRequest({
        idempotency_key: idempotencyKey.current,
        courier_name: v.courier_name,
        docket_number: v.docket_number,
        narration: v.narration,
        items: v.items.map((it) => ({
          item_id: Number(it.item_id),
          brand_id: Number(it.brand_id),
          model_number: it.model_number,
          serial_number: it.serial_number,
          problem: it.problem,
          image_ids: (uploads.photos[it.key] ?? []).flatMap((p) => (p.imageId ? [p.imageId] : [])),
        })),
      }),
    onSuccess: (reply) => {
      queryClient.invalidateQueries({ queryKey: requestKeys.all });
      notifications.show({ color: 'green', message: t('requestRaised', { code: reply.req_code }), autoClose: 5000 });
      navigate(requestLink(reply.req_code));
    },
    onError: (err) => {
      if (err instanceof ApiError && err.issues.length) form.setErrors(issuesToErrors(err.issues));
    },
  });

  // Submit waits for the photos: once the last upload settles, the request goes out.
  useEffect(() => {
    if (!waiting || uploads.uploading) return;
    setWaiting(false);
    if (!uploads.failed) submit.mutate(form.getValues());
  }, [waiting, uploads.uploading, uploads.failed, submit, form]);

  const onSubmit = form.onSubmit((_values, event) => {
    // A photo that did not upload holds the request: the person is taken to it.
    if (uploads.failed) return revealFirstError(event?.currentTarget);
    if (uploads.uploading) setWaiting(true);
    else submit.mutate(form.getValues());
  });

  return (
    <>
      <PageHeader title={t('addRequestTitle')} />
      {masters.error && <LoadError error={masters.error} onRetry={() => masters.refetch()} />}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <Card withBorder radius="lg" p="lg">
            <Title order={2} fz="h4">
              {t('itemsSection')}
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              {t('itemsSectionHint')}
            </Text>
            {masters.isPending ? (
              <Skeleton h={220} aria-label={t('loading')} />
            ) : (
              <Stack gap="md">
                {form.values.items.map((row, i) => (
                  <ItemRowFields
                    key={row.key}
                    form={form}
                    index={i}
                    itemOptions={itemOptions}
                    brandOptions={brandOptions}
                    uploads={uploads}
                    canRemove
                  />
                ))}
                {form.errors.items && (
                  <Alert color="red" role="alert" title={form.errors.items} data-field-error tabIndex={-1}>
                    {null}
                  </Alert>
                )}
                <Group>
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={16} />}
                    onClick={() => {
                      form.insertListItem('items', newItemRow());
                      // "Please add atleast one item" is answered by adding one.
                      form.clearFieldError('items');
                    }}
                  >
                    {t('addItem')}
                  </Button>
                </Group>
              </Stack>
            )}
          </Card>
          <Card withBorder radius="lg" p="lg">
            <Title order={2} fz="h4">
              {t('courierSection')}
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              {t('courierSectionHint')}
            </Text>
            <CourierFields form={form} />
          </Card>
          {submit.error && (
            <Alert color="red" role="alert" title={submit.error.message} data-testid="submit-error">
              {null}
            </Alert>
          )}
          {uploads.failed && (
            <Alert color="red" role="alert" title={t(uploads.retryable ? 'uploadsFailed' : 'uploadsRefused')}>
              {null}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={pages.requests}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={submit.isPending || waiting} disabled={masters.isPending}>
              {t('submitRequest')}
            </Button>
          </Group>
          {waiting && (
            <Text size="sm" c="dimmed" role="status" ta="right">
              {t('waitingForUploads')}
            </Text>
          )}
        </Stack>
      </form>
    </>
  );
}
