import { conditionHolds } from '../condition/condition-evaluate';
import { readStoredCondition } from '../condition/stored-condition';
import { unwrapDates } from '../data/date-wrapper';
import type { SeedData } from '../data/seed';

/** One customer of a segment, as the segment service answers (spec 02 §5). */
export interface SegmentMember {
  email: string;
  phoneNumber: string;
}

type Data = Record<string, unknown>;

interface Project {
  customers: Map<string, Data>;
  orders: Data[];
  segments: Map<string, Data>;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function byProject(seed: SeedData): Map<string, Project> {
  const projects = new Map<string, Project>();
  for (const doc of seed.documents) {
    const [root, project, collection, id, ...deeper] = doc.path.split('/');
    if (root !== 'project' || !project || !id || deeper.length > 0) continue;
    let entry = projects.get(project);
    if (!entry) {
      entry = { customers: new Map(), orders: [], segments: new Map() };
      projects.set(project, entry);
    }
    const data = unwrapDates(doc.data) as Data;
    if (collection === 'customer') entry.customers.set(id, { id, ...data });
    else if (collection === 'order') entry.orders.push(data);
    else if (collection === 'customer-segment') entry.segments.set(id, data);
  }
  return projects;
}

const holds = (rule: unknown, record: Data): boolean | null => {
  const read = readStoredCondition(rule);
  return read.kind === 'tree' ? conditionHolds(read.map, record) : null;
};

/** Ids of the customers in `segmentId`: its parent's, then its rules (in/only/not-in), its e-mails. */
function memberIds(
  project: Project,
  records: Map<string, Data>,
  segmentId: string,
  seen: Set<string>,
) {
  const segment = project.segments.get(segmentId);
  if (!segment || seen.has(segmentId)) return new Set<string>();
  seen.add(segmentId);
  const parent = text(segment.parent);
  const candidates = parent ? memberIds(project, records, parent, seen) : new Set(records.keys());
  const emails = new Set(
    text(segment.emails)
      .split(/[,;\s]+/)
      .map((email) => email.toLowerCase())
      .filter(Boolean),
  );
  const rules = (
    typeof segment.rules === 'object' && segment.rules !== null ? segment.rules : {}
  ) as Data;
  const members = new Set<string>();
  for (const id of candidates) {
    const record = records.get(id)!;
    const listed = emails.has(text(record.email).toLowerCase());
    const included = holds(rules.in, record);
    const inSegment = listed || included === true || (included === null && emails.size === 0);
    if (!inSegment) continue;
    if (holds(rules.only, record) === false) continue;
    if (holds(rules['not-in'], record) === true) continue;
    members.add(id);
  }
  return members;
}

/**
 * The customers a stored segment selects, evaluated over a data set (the demo seed): each
 * customer is read with their orders, so a rule on `orders.shippingAddress.state` means "an
 * order shipped to". Null when no project of the data set has the segment.
 */
export function segmentMembers(data: SeedData, segmentId: string): SegmentMember[] | null {
  for (const project of byProject(data).values()) {
    if (!project.segments.has(segmentId)) continue;
    const records = new Map<string, Data>();
    for (const [id, customer] of project.customers) {
      const orders = project.orders.filter((order) => text(order.customerId) === id);
      records.set(id, { ...customer, orders, ordersCount: orders.length });
    }
    return [...memberIds(project, records, segmentId, new Set())].map((id) => {
      const customer = records.get(id)!;
      return { email: text(customer.email), phoneNumber: text(customer.phoneNumber) };
    });
  }
  return null;
}
