import type { SelectOption } from '../field-definition';

/** Brazil's 27 federative units, stored as the two-letter code (spec 02 §3: state as a UF). */
export const ufOptions: readonly SelectOption[] = [
  ['AC', 'Acre'],
  ['AL', 'Alagoas'],
  ['AP', 'Amapá'],
  ['AM', 'Amazonas'],
  ['BA', 'Bahia'],
  ['CE', 'Ceará'],
  ['DF', 'Distrito Federal'],
  ['ES', 'Espírito Santo'],
  ['GO', 'Goiás'],
  ['MA', 'Maranhão'],
  ['MT', 'Mato Grosso'],
  ['MS', 'Mato Grosso do Sul'],
  ['MG', 'Minas Gerais'],
  ['PA', 'Pará'],
  ['PB', 'Paraíba'],
  ['PR', 'Paraná'],
  ['PE', 'Pernambuco'],
  ['PI', 'Piauí'],
  ['RJ', 'Rio de Janeiro'],
  ['RN', 'Rio Grande do Norte'],
  ['RS', 'Rio Grande do Sul'],
  ['RO', 'Rondônia'],
  ['RR', 'Roraima'],
  ['SC', 'Santa Catarina'],
  ['SP', 'São Paulo'],
  ['SE', 'Sergipe'],
  ['TO', 'Tocantins'],
].map(([value, name]) => ({ value, label: `${value} - ${name}` }));

export const paymentMethodOptions: readonly SelectOption[] = [
  { value: 'pix', label: 'Pix' },
  { value: 'boleto', label: 'Boleto' },
  { value: 'creditCard', label: 'Cartão de crédito' },
];

/** Length units of product and packing dimensions (spec 02 §5: mm or cm). */
export const lengthUnitOptions: readonly SelectOption[] = [
  { value: 'mm', label: 'mm' },
  { value: 'cm', label: 'cm' },
];

/** Weight units, as the spec lists them (spec 02 §5: m or kg). */
export const weightUnitOptions: readonly SelectOption[] = [
  { value: 'm', label: 'm' },
  { value: 'kg', label: 'kg' },
];

export const DEFAULT_LENGTH_UNIT = 'cm';
export const DEFAULT_WEIGHT_UNIT = 'kg';
