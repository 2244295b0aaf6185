import type { FieldDefinition, FormDefinition } from '../../field-definition';

/** The steps of a colour scale (spec 02 §3: colour scales 50 to 900). */
export const COLOR_SCALE_STEPS = [
  '50',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
];

const colorScale = (name: string, title: string): FieldDefinition => ({
  name,
  type: 'struct',
  title,
  fields: COLOR_SCALE_STEPS.map((step) => ({
    name: step,
    type: 'text',
    title: step,
    placeholder: '#000000',
  })),
});

/** config/layout: the storefront's look (spec 02 §3: popup, product seal, colour scales). */
export const layoutForm: FormDefinition = {
  collection: 'config',
  title: 'Layout',
  fields: [
    {
      name: 'popup',
      type: 'struct',
      title: 'Popup',
      fields: [
        { name: 'active', type: 'checkbox', title: 'Ativo' },
        { name: 'title', type: 'text', title: 'Título' },
        { name: 'text', type: 'textarea', title: 'Texto' },
        { name: 'image', type: 'image', title: 'Banner', help: 'Tamanho recomendado: 350x400.' },
        { name: 'link', type: 'text', title: 'Link', placeholder: 'https://' },
        { name: 'label', type: 'text', title: 'Etiqueta dos leads' },
      ],
    },
    {
      name: 'productSeal',
      type: 'struct',
      title: 'Selo do produto',
      fields: [
        { name: 'active', type: 'checkbox', title: 'Ativo' },
        { name: 'image', type: 'image', title: 'Imagem', help: 'Tamanho recomendado: 184x66.' },
        { name: 'title', type: 'text', title: 'Texto alternativo' },
      ],
    },
    {
      name: 'colors',
      type: 'struct',
      title: 'Cores',
      fields: [colorScale('primary', 'Cor primária'), colorScale('secondary', 'Cor secundária')],
    },
  ],
};
