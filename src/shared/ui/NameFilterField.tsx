import { TextField } from './TextField';

export interface NameFilterFieldProps {
  label: string;
  name: string;
  /** Applies to the field's wrapper. */
  className?: string;
  value: string;
  onChange(value: string): void;
}

/** A list's filter by name, applied as the user types (the list's epic waits for a pause): a search box the browser does not fill in. */
export function NameFilterField({ onChange, ...props }: NameFilterFieldProps) {
  return <TextField {...props} type="search" autoComplete="off" onChange={(event) => onChange(event.target.value)} />;
}
