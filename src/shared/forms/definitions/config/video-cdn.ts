import type { FormDefinition } from '../../field-definition';

/** config/video-cdn: where the store's videos are served from. The spec shows no field list. */
export const videoCdnForm: FormDefinition = {
  collection: 'config',
  title: 'CDN de vídeo',
  fields: [
    { name: 'host', type: 'text', title: 'Endereço do player', placeholder: 'https://' },
    { name: 'libraryId', type: 'text', title: 'ID da biblioteca' },
    { name: 'apiKey', type: 'text', title: 'Chave de API', adminOnly: true },
  ],
};
