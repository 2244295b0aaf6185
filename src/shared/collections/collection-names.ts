/** A collection's pt-BR name, as a person reads it in titles and sentences. */
export interface CollectionName {
  singular: string;
  plural: string;
}

const name = (singular: string, plural: string): CollectionName => ({ singular, plural });

// One home for the pt-BR names of every collection the console knows (spec 01 and spec 02 §3,
// plus what the demo seeds); form titles and menus read it (a test keeps form titles equal).
const NAMES: Readonly<Record<string, CollectionName>> = {
  brand: name('Marca', 'Marcas'),
  'campaign-email': name('Campanha de e-mail', 'Campanhas de e-mail'),
  'campaign-email-preference': name('Preferência de e-mail', 'Preferências de e-mail'),
  'campaign-whatsapp': name('Campanha de WhatsApp', 'Campanhas de WhatsApp'),
  'carrier-pricing': name('Tabela de frete', 'Tabelas de frete'),
  'cart-link': name('Link de carrinho', 'Links de carrinho'),
  category: name('Categoria', 'Categorias'),
  'category-collection': name('Coleção de categorias', 'Coleções de categorias'),
  config: name('Configuração do projeto', 'Configurações do projeto'),
  content: name('Conteúdo', 'Conteúdos'),
  conversation: name('Conversa', 'Conversas'),
  course: name('Curso', 'Cursos'),
  customer: name('Cliente', 'Clientes'),
  'customer-credit': name('Crédito do cliente', 'Créditos de clientes'),
  'customer-event': name('Evento de cliente', 'Eventos de clientes'),
  'customer-segment': name('Segmento de clientes', 'Segmentos de clientes'),
  'email-template': name('Modelo de e-mail', 'Modelos de e-mail'),
  link: name('Link', 'Links'),
  order: name('Pedido', 'Pedidos'),
  page: name('Página', 'Páginas'),
  'popup-lead': name('Lead de popup', 'Leads de popup'),
  post: name('Post', 'Posts'),
  'pricing-rule': name('Regra de precificação', 'Regras de precificação'),
  product: name('Produto', 'Produtos'),
  // Spec 01's synced product data: the same form as product, named apart so both can be told.
  'product-data': name('Produto (sincronização)', 'Produtos (sincronização)'),
  'product-gift': name('Brinde', 'Brindes'),
  'product-tree': name('Árvore de produtos', 'Árvores de produtos'),
  'product-type': name('Tipo de produto', 'Tipos de produto'),
  'product-type-group': name('Grupo de tipo de produto', 'Grupos de tipo de produto'),
  'promotion-rule': name('Regra de promoção', 'Regras de promoção'),
  'rating-store': name('Avaliação da loja', 'Avaliações da loja'),
  'sales-rule': name('Regra de venda', 'Regras de venda'),
  'search-redirect': name('Redirecionamento de busca', 'Redirecionamentos de busca'),
  'shipping-quote': name('Cotação de frete', 'Cotações de frete'),
  stock: name('Estoque', 'Estoques'),
  'stock-file': name('Arquivo de estoque', 'Arquivos de estoque'),
  'stock-trade-file': name('Arquivo de trade de estoque', 'Arquivos de trade de estoque'),
  'whatsapp-template': name('Template WhatsApp', 'Templates WhatsApp'),
};

/** Every collection id with a pt-BR name. */
export const namedCollections: readonly string[] = Object.keys(NAMES);

/** Whether the console knows `collection` (an unknown id is most likely a typo in a link). */
export const isKnownCollection = (collection: string): boolean => Object.hasOwn(NAMES, collection);

/** The pt-BR name of `collection`; an unknown one is named by its id, the only name it has. */
export const collectionName = (collection: string): CollectionName =>
  Object.hasOwn(NAMES, collection) ? NAMES[collection] : name(collection, collection);

/** The name inside a sentence ("Salvar marca", "Documentos de marcas"): first letter lower. */
export const collectionNameInSentence = (
  collection: string,
  number: keyof CollectionName = 'singular',
): string => {
  const known = collectionName(collection)[number];
  return isKnownCollection(collection) ? known.charAt(0).toLowerCase() + known.slice(1) : known;
};
