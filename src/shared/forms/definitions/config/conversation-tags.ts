import type { FormDefinition } from '../../field-definition';

/** config/conversation-tags: the tags of customer conversations. The spec shows no field list. */
export const conversationTagsForm: FormDefinition = {
  collection: 'config',
  title: 'Etiquetas de conversa',
  fields: [
    {
      name: 'tags',
      type: 'array_struct',
      title: 'Etiquetas',
      fields: [
        { name: 'id', type: 'text', title: 'ID' },
        { name: 'label', type: 'text', title: 'Nome' },
        { name: 'color', type: 'text', title: 'Cor', placeholder: '#1677ff' },
      ],
    },
  ],
};
