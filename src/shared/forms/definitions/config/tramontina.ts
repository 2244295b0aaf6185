import type { FormDefinition } from '../../field-definition';

/** config/tramontina: the supplier's B2B credentials. The spec shows no field list. */
export const tramontinaForm: FormDefinition = {
  collection: 'config',
  title: 'Credenciais Tramontina',
  adminOnly: true,
  fields: [
    { name: 'customerCode', type: 'text', title: 'Código do cliente' },
    { name: 'username', type: 'text', title: 'Usuário' },
    { name: 'password', type: 'text', title: 'Senha' },
    { name: 'apiUrl', type: 'text', title: 'URL da API', placeholder: 'https://' },
    {
      // The factories behind the product's Company id (spec 01 §3), named for people.
      name: 'companies',
      type: 'array_struct',
      title: 'Fábricas',
      fields: [
        { name: 'id', type: 'number', title: 'Código da fábrica' },
        { name: 'name', type: 'text', title: 'Nome' },
      ],
    },
  ],
};
