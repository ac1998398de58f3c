import { Select, type SelectProps } from '@mantine/core';

/** Mantine's Select in a chunk of its own, for `LazySelect`. */
export default function SelectField(props: SelectProps) {
  return <Select {...props} />;
}
