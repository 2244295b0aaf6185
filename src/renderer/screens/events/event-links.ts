/**
 * The same page filtered to one customer (spec 02 §2): `?customerId=`, plus `project` in the
 * multi-project view so the link says whose customer it is.
 */
export function customerSearch(customerId: string, project: string | null): string {
  const params = new URLSearchParams({ customerId });
  if (project) params.set('project', project);
  return `?${params.toString()}`;
}
