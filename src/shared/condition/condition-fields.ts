/**
 * The fields a condition may name, per form context. A name not on its list is an invalid node
 * and never reaches the SQL, so a typo or a hostile name cannot become an identifier.
 */
export type ConditionFieldKind = 'string' | 'number' | 'bool' | 'date';

export interface ConditionFieldOption {
  /** The stored name; dots reach nested values (`orders.shippingAddress.state`). */
  name: string;
  label: string;
  kind: ConditionFieldKind;
}

/** Product fields, for pricing-rule conditions (spec 02 §3, product). */
export const PRODUCT_CONDITION_FIELDS: readonly ConditionFieldOption[] = [
  { name: 'Price', label: 'Preço', kind: 'number' },
  { name: 'PriceNet', label: 'Preço líquido', kind: 'number' },
  { name: 'PriceCompare', label: 'Preço de comparação', kind: 'number' },
  { name: 'PriceMin', label: 'Preço mínimo', kind: 'number' },
  { name: 'category', label: 'Categoria', kind: 'string' },
  { name: 'brand', label: 'Marca', kind: 'string' },
  { name: 'Company', label: 'Empresa', kind: 'number' },
  { name: 'ProductCode', label: 'Código do produto', kind: 'string' },
  { name: 'ProductLine', label: 'Linha', kind: 'string' },
  { name: 'section', label: 'Seção', kind: 'string' },
  { name: 'type', label: 'Tipo', kind: 'string' },
  { name: 'group', label: 'Grupo', kind: 'string' },
  { name: 'maxInstallments', label: 'Máximo de parcelas', kind: 'number' },
  { name: 'Options.canSell', label: 'Pode vender', kind: 'bool' },
  { name: 'Options.isFreeShipping', label: 'Frete grátis', kind: 'bool' },
  { name: 'Options.isManualPricing', label: 'Preço manual', kind: 'bool' },
  { name: 'Options.isSalePricing', label: 'Preço promocional', kind: 'bool' },
];

/** The segment rule fields of spec 02 §3, for customer-segment rules. */
export const SEGMENT_RULE_FIELDS: readonly ConditionFieldOption[] = [
  { name: 'email', label: 'E-mail', kind: 'string' },
  { name: 'ordersCount', label: 'Quantidade de pedidos', kind: 'number' },
  { name: 'orders.createdAt', label: 'Data do pedido', kind: 'date' },
  { name: 'orders.shippingAddress.state', label: 'UF de entrega', kind: 'string' },
  { name: 'orders.shippingAddress.city', label: 'Cidade de entrega', kind: 'string' },
  { name: 'orders.products.type', label: 'Tipo do produto comprado', kind: 'string' },
  { name: 'orders.products.ProductCode', label: 'Código do produto comprado', kind: 'string' },
  { name: 'orders.status.order', label: 'Status do pedido', kind: 'string' },
  { name: 'orders.status.shipment', label: 'Status da entrega', kind: 'string' },
  { name: 'orders.status.payment', label: 'Status do pagamento', kind: 'string' },
  { name: 'subscriptions.courseId', label: 'Curso assinado', kind: 'string' },
  // Stored values: expired, soon, active or none.
  { name: 'subscriptions.status', label: 'Status da assinatura', kind: 'string' },
  { name: 'leads.label', label: 'Rótulo do lead', kind: 'string' },
];

export const CONDITION_FIELD_LISTS = {
  product: PRODUCT_CONDITION_FIELDS,
  segment: SEGMENT_RULE_FIELDS,
} as const;

export type ConditionFieldListName = keyof typeof CONDITION_FIELD_LISTS;
