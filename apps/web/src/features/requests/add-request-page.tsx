import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAX_ITEMS_PER_REQUEST, pages, requestLink } from '@svc/contract';
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
import { lazyResolver } from '../../lib/form-resolver';
import { revealFirstError } from '../../lib/reveal-error';
import { uuid } from '../../lib/uuid';
import { issuesToErrors } from '../../lib/zod-form';
import { useSerialWarranties } from '../warranty';
import { type AddRequestValues, emptyRequest, newItemRow } from './add-request-form';
import { createRequest, masterListQuery, requestKeys } from './api';
import { ItemRowFields } from './item-row-fields';
import { type SheetRow, withSheetRows } from './item-sheet';
import { ItemSheetUpload } from './item-sheet-upload';
import { usePhotoUploads } from './use-photo-uploads';

/** Up to this many items every row is shown after an upload; a longer list shows its faulty rows first. */
const SHOW_ALL_UP_TO = 20;

export default function AddRequestPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const masters = useQuery(masterListQuery);
  const uploads = usePhotoUploads();
  const idempotencyKey = useRef(uuid());
  const [waiting, setWaiting] = useState(false);
  // What the last uploaded file gave (its rows' keys: the next file replaces them), and (for a long one with
  // faults) the only rows shown: those to correct.
  const [sheet, setSheet] = useState<{
    file: string;
    count: number;
    bad: number;
    keys: ReadonlySet<string>;
    /** The file before it, whose rows this one replaced. */
    replaced: { file: string; count: number } | null;
  } | null>(null);
  const [onlyRows, setOnlyRows] = useState<Set<string> | null>(null);
  const form = useAppForm<AddRequestValues>({
    initialValues: emptyRequest(),
    validate: lazyResolver(() => import('../../lib/form-rules').then((m) => m.ZAddRequestForm)),
  });
  // The warranty under each row's serial number, from one lookup of every row's (issue 29).
  const warranties = useSerialWarranties(form.values.items.map((row) => row.serial_number));

  const itemOptions = useMemo(
    () => (masters.data?.itemList ?? []).map((i) => ({ value: String(i.id), label: i.name })),
    [masters.data],
  );
  const brandOptions = useMemo(
    () => (masters.data?.brandList ?? []).map((b) => ({ value: String(b.id), label: b.name })),
    [masters.data],
  );

  /**
   * A file's rows join the form in place of the last file's, checked at once by the form's rules (a serial
   * number repeated, in the file or on a row typed, included), their faults shown on each row.
   */
  const takeSheetRows = async (rows: SheetRow[], file: string) => {
    const merged = withSheetRows(
      form.getValues().items,
      rows,
      (key) => Boolean(uploads.photos[key]?.length),
      sheet?.keys,
    );
    if (!merged.ok) return merged.problem;
    const { checkSheetRows } = await import('./item-sheet-check');
    for (const key of merged.dropped) uploads.dropItem(key);
    const errors = checkSheetRows(merged.items, rows, merged.firstRow, (field, name) =>
      t(field === 'item' ? 'sheetUnknownItem' : 'sheetUnknownBrand', { name }),
    );
    const badRows = new Set(Object.keys(errors).map((path) => path.split('.')[1]));
    form.setFieldValue('items', merged.items);
    form.clearErrors();
    if (badRows.size) form.setErrors(errors);
    // "Need correcting" counts the file's own rows; a typed row it repeats a serial number of is shown too.
    const fileRows = [...badRows].filter((n) => Number(n) >= merged.firstRow).length;
    setSheet({
      file,
      count: rows.length,
      bad: fileRows,
      keys: new Set(rows.map((r) => r.values.key)),
      replaced: sheet && merged.replaced ? { file: sheet.file, count: merged.replaced } : null,
    });
    // A long list is cut to its faulty rows, so a phone is not made to scroll past hundreds of good ones.
    setOnlyRows(
      badRows.size && merged.items.length > SHOW_ALL_UP_TO
        ? new Set(merged.items.filter((_, i) => badRows.has(String(i))).map((row) => row.key))
        : null,
    );
    return null;
  };

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
      if (err instanceof ApiError && err.issues.length) {
        setOnlyRows(null);
        form.setErrors(issuesToErrors(err.issues));
      }
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
            {/* The form is there at once; its lists fill in when they arrive (a placeholder of another
                height moved the courier card under the reader: Lighthouse's layout shift 0.32). */}
            <Stack gap="md" aria-busy={masters.isPending}>
              <ItemSheetUpload
                masters={{ itemList: masters.data?.itemList ?? [], brandList: masters.data?.brandList ?? [] }}
                onRows={takeSheetRows}
                disabled={masters.isPending}
              />
              {sheet && (
                <Alert color={sheet.bad ? 'yellow' : 'green'} role="status" data-testid="sheet-read">
                  {t(sheet.bad ? 'sheetReadWithErrors' : 'sheetRead', {
                    file: sheet.file,
                    count: sheet.count,
                    bad: sheet.bad,
                  })}
                  {sheet.replaced &&
                    ` ${t('sheetReplaced', { file: sheet.replaced.file, count: sheet.replaced.count })}`}
                </Alert>
              )}
              {onlyRows && (
                <Group justify="space-between">
                  <Text size="sm">{t('sheetShowingBad', { bad: onlyRows.size, count: form.values.items.length })}</Text>
                  <Button variant="subtle" size="xs" onClick={() => setOnlyRows(null)}>
                    {t('sheetShowAll', { count: form.values.items.length })}
                  </Button>
                </Group>
              )}
              {form.values.items.map((row, i) =>
                onlyRows && !onlyRows.has(row.key) ? null : (
                  <ItemRowFields
                    key={row.key}
                    form={form}
                    index={i}
                    itemOptions={itemOptions}
                    brandOptions={brandOptions}
                    uploads={uploads}
                    canRemove
                    warranties={warranties}
                  />
                ),
              )}
              {form.errors.items && (
                <Alert color="red" role="alert" title={form.errors.items} data-field-error tabIndex={-1}>
                  {null}
                </Alert>
              )}
              <Group>
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  disabled={form.values.items.length >= MAX_ITEMS_PER_REQUEST}
                  onClick={() => {
                    const added = newItemRow();
                    form.insertListItem('items', added);
                    // A row added while only the faulty ones are shown is shown with them.
                    setOnlyRows((shown) => shown && new Set([...shown, added.key]));
                    // "Please add atleast one item" is answered by adding one.
                    form.clearFieldError('items');
                  }}
                >
                  {t('addItem')}
                </Button>
              </Group>
            </Stack>
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
