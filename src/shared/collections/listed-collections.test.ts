import { describe, expect, it } from 'vitest';
import { definedCollections } from '../forms/form-registry';
import { texts } from '../texts/pt-BR';
import { listedCollections } from './listed-collections';

describe('listedCollections', () => {
  const listed = listedCollections();
  const ids = listed.map((entry) => entry.id);

  it('lists every collection of the spec, every written form and what the demo seeds', () => {
    for (const id of ['whatsapp-template', 'page', 'search-redirect', 'category-collection']) {
      expect(ids).toContain(id);
    }
    for (const id of definedCollections) expect(ids).toContain(id);
    for (const id of Object.keys(texts.shell.home.collections)) expect(ids).toContain(id);
  });

  it('gives each a pt-BR name of its own, never its id, never one name twice', () => {
    const titles = listed.map((entry) => entry.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const entry of listed) expect(entry.title).not.toBe(entry.id);
    expect(listed.find((entry) => entry.id === 'whatsapp-template')?.title).toBe(
      'Templates WhatsApp',
    );
  });
});
