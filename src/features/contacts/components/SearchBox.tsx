import type { Ref } from 'react';
import { SEARCH_MIN_LENGTH, searchTextProblem } from '../search-query';
import { TextField } from '@/shared/ui/TextField';

const PROBLEMS = {
  'too-short': `Enter at least ${SEARCH_MIN_LENGTH} characters to search.`,
  'special-characters': "Search can't contain special characters. Use letters, numbers, spaces and . @ _ - + ' only.",
} as const;

interface Props {
  ref?: Ref<HTMLInputElement>;
  value: string;
  onChange(text: string): void;
}

/** The one search box: what it cannot search is said under it instead of searched (spec §5). */
export function SearchBox({ ref, value, onChange }: Props) {
  const problem = searchTextProblem(value);
  return (
    <TextField
      ref={ref}
      type="search"
      label="Search contacts"
      name="contact-search"
      hint="Email address, first or last name"
      autoComplete="off"
      spellCheck={false}
      value={value}
      error={problem === null ? undefined : PROBLEMS[problem]}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
