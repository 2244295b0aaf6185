/**
 * Collections whose documents only privileged users delete, as firebase/firestore.rules say
 * (`allow delete: if isPrivileged(project)`): a configuration takes its admin-only fields
 * with it, a product its audited panel fields.
 */
export const privilegedDeleteCollections: readonly string[] = ['config', 'product-data'];

/** Whether deleting a document of `collection` needs the project's privileged claim. */
export const deleteNeedsPrivilege = (collection: string): boolean =>
  privilegedDeleteCollections.includes(collection);
