import type { FieldDefinition, FormDefinition } from '../field-definition';
import { idField } from './common-fields';
import {
  DEFAULT_LENGTH_UNIT,
  DEFAULT_WEIGHT_UNIT,
  lengthUnitOptions,
  weightUnitOptions,
} from './options';

/** One measure: a value and its unit. */
const measure = (name: string, title: string, weight = false): FieldDefinition => ({
  name,
  type: 'struct',
  title,
  fields: [
    { name: 'value', type: 'number', title: 'Valor' },
    {
      name: 'unit',
      type: 'select',
      title: 'Unidade',
      options: weight ? weightUnitOptions : lengthUnitOptions,
    },
  ],
});

const dimensions = (name: string, title: string): FieldDefinition => ({
  name,
  type: 'struct',
  title,
  fields: [
    measure('width', 'Largura'),
    measure('height', 'Altura'),
    measure('length', 'Comprimento'),
    measure('weight', 'Peso', true),
  ],
});

/** A new product starts in cm and kg (spec 02 §9). */
const defaultDimensions = () => ({
  width: { unit: DEFAULT_LENGTH_UNIT },
  height: { unit: DEFAULT_LENGTH_UNIT },
  length: { unit: DEFAULT_LENGTH_UNIT },
  weight: { unit: DEFAULT_WEIGHT_UNIT },
});

const optionFlags: readonly [string, string][] = [
  ['canSell', 'Pode vender'],
  ['canSellAbout', 'Pode vender sob consulta'],
  ['canCrossDocking', 'Envio direto pelo fornecedor'],
  ['canCrossDockingAfter', 'Envio direto pelo fornecedor após esgotar o estoque'],
  ['isFreeShipping', 'Frete grátis'],
  ['isFreePriceFinancingFee', 'Sem juros no parcelamento'],
  ['isFree', 'Gratuito'],
  ['isBrandPriceRestrict', 'Restrição de preço da marca'],
  ['isBoutiqueProduct', 'Produto boutique'],
  ['isBrandMarketplaceRestrict', 'Restrição de marketplace da marca'],
  ['isBrandEcommerceRestrict', 'Restrição de e-commerce da marca'],
  ['isManualPricing', 'Precificação manual'],
  ['isSalePricing', 'Preço promocional'],
];

const priceFields: readonly [string, string][] = [
  ['PriceNet', 'Custo unitário fábrica'],
  ['PriceCompare', 'Preço cheio (de)'],
  ['Price', 'Preço à vista'],
  ['PriceInstallments', 'Preço a prazo'],
  ['PriceFlash', 'Preço relâmpago à vista'],
  ['PriceFlashInstallments', 'Preço relâmpago a prazo'],
  ['PriceMin', 'Preço mínimo à vista'],
  ['PriceMinInstallments', 'Preço mínimo a prazo'],
];

export const productForm: FormDefinition = {
  collection: 'product',
  title: 'Produto',
  fields: [
    idField('ID', 'O código do produto (SKU).'),
    { name: 'MPN', mapTo: 'ProductCode', type: 'text', title: 'MPN (código do produto)' },
    { name: 'Company', type: 'number', title: 'Empresa' },
    { name: 'brand', type: 'text', title: 'Marca' },
    { name: 'EAN13', type: 'text', title: 'GTIN/EAN13' },
    { name: 'ProductCodeGoogle', type: 'text', title: 'Código Google' },
    { name: 'NCMCode', type: 'text', title: 'NCM' },
    { name: 'section', type: 'text', title: 'Seção' },
    { name: 'category', type: 'text', title: 'Categoria' },
    { name: 'type', type: 'text', title: 'Tipo' },
    { name: 'group', type: 'text', title: 'Grupo' },
    { name: 'ProductLine', type: 'text', title: 'Linha' },
    { name: 'ProductSiteName', type: 'text', title: 'Nome no site' },
    { name: 'ProductDescription', type: 'textarea', title: 'Descrição' },
    { name: 'ProductDescriptionSales', type: 'textarea', title: 'Descrição comercial' },
    { name: 'ProductInfo', type: 'textarea', title: 'Informações técnicas' },
    { name: 'Warranty', type: 'text', title: 'Garantia' },
    dimensions('dimensions', 'Dimensões do produto'),
    dimensions('packingDimensions', 'Dimensões da embalagem'),
    {
      name: 'Stock',
      type: 'collection_doc_form',
      collection: 'stock',
      title: 'Estoque',
      fields: [
        { name: 'qty', type: 'number', title: 'Quantidade' },
        { name: 'ProductCodeErp', type: 'text', title: 'Código ERP' },
      ],
    },
    {
      name: 'Options',
      type: 'struct',
      title: 'Opções',
      fields: optionFlags.map(([name, title]) => ({ name, type: 'checkbox', title })),
    },
    {
      name: 'splitWallets',
      type: 'array_struct',
      title: 'Divisão do pagamento (split)',
      fields: [
        { name: 'walletId', type: 'text', title: 'Carteira', required: true },
        { name: 'percentage', type: 'number', title: 'Percentual (%)', required: true },
      ],
    },
    {
      name: 'subscriptions',
      type: 'array_struct',
      title: 'Assinaturas',
      fields: [
        { name: 'name', type: 'text', title: 'Nome' },
        {
          name: 'nodeIds',
          type: 'array_field',
          title: 'Conteúdos liberados',
          field: { name: 'nodeId', type: 'text', title: 'ID do conteúdo' },
        },
        {
          name: 'duration',
          type: 'struct',
          title: 'Duração',
          fields: [
            { name: 'value', type: 'number', title: 'Quantidade' },
            {
              name: 'unit',
              type: 'select',
              title: 'Unidade',
              options: [
                { value: 'days', label: 'Dias' },
                { value: 'months', label: 'Meses' },
              ],
            },
          ],
        },
      ],
    },
    { name: 'canStackOnShipping', type: 'checkbox', title: 'Pode empilhar no frete' },
    {
      name: 'maxStackedQtyOnShipping',
      type: 'number',
      title: 'Quantidade máxima empilhada no frete',
    },
    { name: 'maxInstallments', type: 'number', title: 'Máximo de parcelas' },
    ...priceFields.map(
      ([name, title]): FieldDefinition => ({ name, type: 'number', title, help: 'ex.: 429.90' }),
    ),
    {
      name: 'files',
      type: 'array_struct',
      title: 'Arquivos',
      fields: [
        {
          name: 'FileType',
          type: 'text',
          title: 'Tipo de arquivo',
          help: 'Código do tipo, ex.: PD, PN, IX, FI, MN, VD.',
        },
        { name: 'FileExtension', type: 'text', title: 'Extensão', placeholder: 'pdf' },
        { name: 'FileCDNURL', type: 'file', title: 'Arquivo' },
      ],
    },
    {
      name: 'images',
      type: 'array_field',
      title: 'Imagens',
      field: { name: 'image', type: 'image', title: 'Imagem' },
    },
    {
      name: 'kit',
      type: 'array_struct',
      title: 'Kit',
      fields: [
        { name: 'sku', type: 'text', title: 'SKU', required: true },
        { name: 'qty', type: 'number', title: 'Quantidade', required: true },
      ],
    },
    {
      name: 'upsell',
      type: 'array_struct',
      title: 'Produtos complementares',
      fields: [
        { name: 'sku', type: 'text', title: 'SKU', required: true },
        { name: 'label', type: 'text', title: 'Rótulo' },
        {
          name: 'type',
          type: 'select',
          title: 'Tipo',
          options: [
            { value: 'installation', label: 'Instalação' },
            { value: 'accessory', label: 'Acessório' },
            { value: 'cleaning', label: 'Limpeza' },
          ],
        },
      ],
    },
  ],
  newDocumentDefaults: {
    dimensions: defaultDimensions(),
    packingDimensions: defaultDimensions(),
  },
};
