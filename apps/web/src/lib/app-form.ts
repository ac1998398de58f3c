import { useForm } from '@mantine/form';
import { type SyntheticEvent, useEffect } from 'react';
import { isLazyRules } from './form-resolver';
import { revealFirstError } from './reveal-error';
import { useUnsavedEdits } from './unsaved-edits';

/** The form last submitted: the server's field messages, which arrive later, belong to it. */
let lastSubmitted: Element | null = null;
const formOf = (event: SyntheticEvent<HTMLFormElement> | undefined) =>
  (event?.currentTarget ?? event?.target ?? null) as Element | null;

/**
 * Mantine's useForm, as every form of the app uses it: a submit refused by the form's rules, or a save
 * whose field messages come back from the server (setErrors), takes the person to the first field in error
 * (revealFirstError). The one place this is done, so no form can forget it. A check as a field is left
 * (setFieldError, validateInputOnBlur) moves nothing: the person is on their way to the next field.
 * Rules made by `lazyResolver` start loading when the form mounts. A form with edits not saved is counted
 * (useUnsavedEdits), so the language switch asks before it clears them.
 */
export const useAppForm = ((input: Parameters<typeof useForm>[0]) => {
  const form = useForm(input);
  useUnsavedEdits(form.isDirty());
  const rules = isLazyRules(input?.validate) ? input.validate : null;
  useEffect(() => {
    void rules?.ready();
  }, [rules]);
  const onSubmit: typeof form.onSubmit = (handle, onFailure) =>
    form.onSubmit(
      (values, event) => {
        lastSubmitted = formOf(event);
        return handle(values, event);
      },
      (errors, values, event) => {
        lastSubmitted = formOf(event);
        onFailure?.(errors, values, event);
        revealFirstError(lastSubmitted);
      },
    );
  const setErrors: typeof form.setErrors = (errors) => {
    form.setErrors(errors);
    revealFirstError(lastSubmitted);
  };
  return { ...form, onSubmit, setErrors };
}) as typeof useForm;
