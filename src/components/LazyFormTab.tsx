import { Children, isValidElement, useEffect, useState, type ReactNode } from 'react';
import { FormTab, useFormGroupContext, useFormGroups, type FormTabProps } from 'react-admin';

/**
 * A TabbedForm tab whose inputs mount the first time it is shown and then stay mounted (react-admin's FormTab
 * renders every tab and hides the others with CSS, TabbedFormView in ra-ui-materialui 5.15: a card form opened
 * on a tablet built 8 tabs of inputs for one visible tab). Until then the tab registers the `source` of each input
 * it holds in its form group, so that its header still turns red when the form-level `validate` (which sees every
 * value, shown or not) finds an error there on save. Validate in the form's `validate`, not only per input: an
 * input-level rule of a tab never shown does not run. `sources` adds names an input does not pass as `source`.
 */
export function LazyFormTab({ sources = [], ...props }: FormTabProps & { sources?: string[] }) {
  const { hidden, intent, children } = props;
  const [visited, setVisited] = useState(!hidden);
  if (!hidden && !visited) setVisited(true);
  if (intent === 'header' || visited || !hidden) return <FormTab {...props} />;
  return (
    <FormTab {...props}>
      <RegisterSources sources={sourcesOf(children, [...sources])} />
    </FormTab>
  );
}

function RegisterSources({ sources }: { sources: string[] }) {
  const group = useFormGroupContext();
  const groups = useFormGroups();
  const key = sources.join('\n');
  useEffect(() => {
    // Never unregistered here: the inputs register the same names when the tab mounts them.
    if (groups && group) for (const source of key.split('\n')) groups.registerField(source, group);
  }, [groups, group, key]);
  return null;
}

/**
 * The non-empty `source` props of the elements under `children` (inputs inside rows and reference inputs), and the
 * `sources` of a group of inputs (AmountGrid, BooleanInputs).
 */
export function sourcesOf(children: ReactNode, into: string[] = []): string[] {
  Children.forEach(children, (child) => {
    if (!isValidElement<{ source?: unknown; sources?: unknown; children?: ReactNode }>(child)) return;
    if (typeof child.props.source === 'string' && child.props.source !== '') into.push(child.props.source);
    if (Array.isArray(child.props.sources))
      for (const source of child.props.sources) if (typeof source === 'string') into.push(source);
    sourcesOf(child.props.children, into);
  });
  return into;
}
