import type { FormDefinition } from '../field-definition';
import { DEFAULT_EDITOR_TOOLS } from '../field-definition';
import { jsonField } from './common-fields';

export const courseForm: FormDefinition = {
  collection: 'course',
  title: 'Curso',
  fields: [
    // Not in the spec's list, but generic documents carry a title and the course tree labels by it.
    { name: 'title', type: 'text', title: 'Título', required: true },
    {
      name: 'type',
      type: 'select',
      title: 'Tipo',
      options: [
        { value: 'course', label: 'Curso' },
        { value: 'folder', label: 'Pasta' },
        { value: 'lesson', label: 'Aula' },
        { value: 'live', label: 'Ao vivo' },
        { value: 'soon', label: 'Em breve' },
        { value: 'relation', label: 'Relação' },
      ],
    },
    { name: 'typeRelation', type: 'text', title: 'Tipo de relação' },
    {
      name: 'parent',
      type: 'select_nested',
      collection: 'course',
      labelField: 'title',
      title: 'Item pai',
    },
    { name: 'order', type: 'number', title: 'Ordem' },
    { name: 'thumb', type: 'image', title: 'Capa', help: 'Tamanho recomendado: 1200x1200.' },
    // The spec names the field, not its shape: edited as JSON so nothing is reshaped.
    jsonField('gamification.steps', 'Etapas da gamificação'),
    { name: 'video', type: 'video', title: 'Vídeo' },
    { name: 'content', type: 'editor', title: 'Conteúdo', tools: DEFAULT_EDITOR_TOOLS },
  ],
};
