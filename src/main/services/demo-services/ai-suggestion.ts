/**
 * The demo AI assistant's answer for any document: a small, sensible edit of the fields its
 * form offers (the schema the console sends), as a ```json block the editor turns into a
 * proposal; or, when the text fields need nothing, says so. Never about "the product" unless
 * the document is one.
 */

interface Schema {
  title?: string;
  type?: string;
  readOnly?: boolean;
  enum?: unknown[];
  properties?: Record<string, Schema>;
}

type Data = Record<string, unknown>;

interface Edit {
  field: string;
  value: string;
  why: string;
}

const BRAZIL_WIDE = 'com entrega para todo o Brasil';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const tidy = (value: string) => value.replace(/\s+/g, ' ').trim();
const PARTICLES = new Set(['da', 'das', 'de', 'do', 'dos', 'e']);
/** "ana DE souza" -> "Ana de Souza": each word capitalized, the linking particles not. */
const capitalized = (value: string) =>
  value
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      index > 0 && PARTICLES.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
const sentence = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The text fields the assistant may change: not read-only, free text (no list of options). */
function editableTextFields(schema: Schema): string[] {
  return Object.entries(schema.properties ?? {})
    .filter(([, field]) => field.type === 'string' && !field.readOnly && !field.enum)
    .map(([name]) => name);
}

/** How a person names the document: its title, its name, the person's name, else the id. */
export function documentName(data: Data): string {
  const person = tidy(`${text(data.firstName)} ${text(data.lastName)}`);
  return (
    [data.ProductSiteName, data.title, data.name].map(text).find((value) => tidy(value) !== '') ??
    (person || text(data.email) || text(data.id) || '')
  ).trim();
}

type Rule = (field: string, value: string, name: string) => { value: string; why: string } | null;

// Applied in order, each to the previous one's result: one field may get several fixes.
const RULES: Rule[] = [
  (_, value) =>
    value !== '' && tidy(value) !== value && !/<[a-z]/i.test(value)
      ? { value: tidy(value), why: 'espaços sobrando' }
      : null,
  (field, value) =>
    /e-?mail/i.test(field) && value !== value.toLowerCase()
      ? { value: value.toLowerCase(), why: 'e-mail em minúsculas' }
      : null,
  (field, value) =>
    /^(firstName|lastName)$/.test(field) && value !== '' && capitalized(value) !== value
      ? { value: capitalized(value), why: 'nome com iniciais maiúsculas' }
      : null,
  (field, value, name) =>
    /^(ProductDescription|description)$/.test(field) && value === '' && name !== ''
      ? { value: `${name}, ${BRAZIL_WIDE}.`, why: 'descrição que faltava' }
      : null,
  (field, value, name) => {
    if (!/description/i.test(field) || name === '' || value === '') return null;
    if (value.includes(BRAZIL_WIDE)) return null;
    const added = `Encontre ${name} ${BRAZIL_WIDE}.`;
    const html = /<\/p>\s*$/i.test(value);
    return {
      value: html ? `${value.trimEnd()}<p>${added}</p>` : `${value.trimEnd()} ${added}`,
      why: 'descrição mais completa',
    };
  },
  (field, value, name) =>
    field === 'titleSeo' && value === '' && name !== ''
      ? { value: `${name} | ofertas e novidades`, why: 'título para buscadores' }
      : null,
];

function editFor(field: string, stored: string, name: string): Edit[] {
  let value = stored;
  const edits: Edit[] = [];
  for (const rule of RULES) {
    const fixed = rule(field, value, name);
    if (fixed) {
      value = fixed.value;
      edits.push({ field, value, why: fixed.why });
    }
  }
  return edits;
}

/** The assistant's reply to `asked` about the document `data` of the form `schema`. */
export function demoSuggestion(data: Data, schema: Schema, asked: string): string {
  const kind = (schema.title ?? 'documento').toLowerCase();
  const name = documentName(data);
  const about = name ? `${kind} “${name}”` : kind;
  const edits = editableTextFields(schema).flatMap((field) =>
    editFor(field, text(data[field]), name),
  );
  const topic = asked.trim() ? `Sobre “${asked.trim()}”: ` : '';
  if (edits.length === 0) {
    return sentence(
      `${topic}revisei ${about} e os campos de texto já estão em ordem; não há nada a mudar.`,
    );
  }
  const proposal = Object.fromEntries(edits.map((edit) => [edit.field, edit.value]));
  const reasons = [...new Set(edits.map((edit) => edit.why))].join(', ');
  const json = JSON.stringify(proposal, null, 2);
  return sentence(`${topic}sugestão para ${about} (${reasons}):\n\n\`\`\`json\n${json}\n\`\`\``);
}
