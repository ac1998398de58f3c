/** A date field's props: the field (`date-field.tsx`) and the calendar it loads (`date-input.tsx`) share them. */
export interface DateFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  minDate?: string;
  maxDate?: string;
  /** A required field, its hint and its error, as the form's other fields show them. */
  withAsterisk?: boolean;
  description?: string;
  error?: React.ReactNode;
  /**
   * Says what is wrong with a typed date rather than dropping it: the text stays, a date that is not real
   * gets its message here, and a real date outside minDate/maxDate is passed on, for the form's rule to
   * name what is wrong (past, too far). Without it, a typed date the field cannot take is undone on leaving.
   */
  checkTyped?: boolean;
  /** Enter in the field: its typed date (checked as `checkTyped` does), instead of submitting the form. */
  onEnter?: (day: string) => void;
}
