export interface Crumb {
  /** Route under /admin; absent for the current page. */
  to?: string;
  label: string;
}

/**
 * The trail above a page's heading: Dashboard › the resource's list › the page itself.
 * `resourceLabel` gives the plural name of a route's resource, or null when the route is no resource.
 */
export function breadcrumbsFor(
  pathname: string,
  resourceLabel: (name: string) => string | null,
  pageTitle: string,
): Crumb[] {
  const [resource, ...rest] = pathname.split('/').filter(Boolean);
  if (!resource) return [];
  const label = resourceLabel(resource);
  if (!label) return [];
  if (rest.length === 0) return [{ to: '/', label: 'Dashboard' }];
  return [{ to: '/', label: 'Dashboard' }, { to: `/${resource}`, label }, { label: pageTitle || label }];
}
