import type { UploadRefusal } from '../files/upload-rules';
import { formatBytes } from '../format/pt-br-format';

/** pt-BR texts of issue 28's labels: names instead of ids, demo notes that fit each screen. */
export const labelsTexts = {
  /** What the embedded demo simulates on each screen, after the demo banner's first sentence. */
  demoNotes: {
    sync: (codes: string) =>
      `Os produtos ${codes} falham uma vez de propósito, para experimentar Retentar Erros.`,
    product: (codes: string) =>
      `As sincronizações dos produtos ${codes} falham uma vez de propósito: tente de novo para ver o resultado.`,
    segments:
      'Os clientes de cada segmento são calculados sobre os clientes e pedidos de demonstração.',
    campaigns: 'Os relatórios são simulados e nenhum e-mail é enviado.',
    files: 'Os arquivos enviados ficam guardados neste computador.',
    whatsapp: 'Nenhuma mensagem de teste é enviada de verdade.',
  },
  collections: {
    /** An unknown collection id with no documents: most likely a mistyped link. */
    unknownCollection: (collection: string) =>
      `A coleção “${collection}” não existe neste console. Veja a lista em Todas as coleções.`,
  },
  /** Under the delete question: which record goes, e.g. 'Cliente “Ana Souza”'. */
  deleteWhich: (kind: string, title: string) => `Registro a apagar: ${kind} “${title}”.`,
  /** Under an e-mail field while what is typed is not an address: it is not saved yet. */
  invalidEmail: (typed: string) =>
    `“${typed}” não é um e-mail válido (exemplo: nome@empresa.com.br); ele só é salvo quando estiver completo.`,
  /** A file refused before anything is stored (shared/files/upload-rules.ts, storage.rules). */
  uploadRefused: (name: string, refusal: UploadRefusal) =>
    refusal.reason === 'program'
      ? `${name} não foi enviado: programas (.exe, .msi, .bat e outros) não podem ser guardados nos arquivos do projeto.`
      : `${name} não foi enviado: passa de ${formatBytes(refusal.limit)}, o limite para este tipo de arquivo.`,
  /** A product's factory: its name, then its Company id. */
  company: (name: string, id: string) => `${name} (${id})`,
  events: {
    /** The multi-project view's subtitle before any project is chosen. */
    noProjectChosen: 'Os 50 eventos mais recentes dos projetos que você escolher, ao vivo.',
  },
  /** Joins the demo's failing product codes: "5703 e 8105". */
  and: ' e ',
} as const;
