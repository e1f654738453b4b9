import { BooleanInput } from 'react-admin';

/** Yes/no switches one below the other, in the given order (a LazyFormTab registers their `sources`). */
export function BooleanInputs({ sources }: { sources: readonly string[] }) {
  return sources.map((source) => <BooleanInput key={source} source={source} />);
}
