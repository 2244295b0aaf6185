import { z } from 'zod';
import { event } from './define';

/** A document the embedded demo services wrote, as a real service writes Firestore. */
export const demoDocumentWriteSchema = z.object({
  /** Only products and WhatsApp templates: the demo never writes anything else. */
  path: z
    .string()
    .regex(/^project\/[A-Za-z0-9_-]+\/(product-data|whatsapp-template)\/[A-Za-z0-9._-]+$/),
  /** Dates as `{"__date": ISO}` wrappers. */
  data: z.record(z.string(), z.unknown()),
});
export type DemoDocumentWrite = z.infer<typeof demoDocumentWriteSchema>;

export const demoEvents = {
  /** The local store applies it (merge), behind the data ports: screens never know. */
  'demo.documentWritten': event(demoDocumentWriteSchema),
};
