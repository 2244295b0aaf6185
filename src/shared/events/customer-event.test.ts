import { describe, expect, it } from 'vitest';
import { texts } from '../texts/pt-BR';
import { actionLabel } from './action-label';
import {
  CUSTOMER_EVENT_ACTIONS,
  eventLocation,
  productUrl,
  readCustomerEvent,
} from './customer-event';
import { simulatedEvent } from './simulated-event';

describe('action labels', () => {
  it('labels every action of spec 02 §3 in pt-BR, each differently', () => {
    expect(CUSTOMER_EVENT_ACTIONS).toHaveLength(17);
    const labels = CUSTOMER_EVENT_ACTIONS.map(actionLabel);
    for (const [index, label] of labels.entries()) {
      expect(label, CUSTOMER_EVENT_ACTIONS[index]).toMatch(/\S/);
      expect(label).not.toContain(CUSTOMER_EVENT_ACTIONS[index]);
    }
    expect(new Set(labels).size).toBe(labels.length);
    // Nothing labelled that the spec does not list.
    expect(Object.keys(texts.events.actions).sort()).toEqual([...CUSTOMER_EVENT_ACTIONS].sort());
  });

  it('names an unknown or missing action as stored', () => {
    expect(actionLabel('teleport')).toBe('Ação “teleport”');
    expect(actionLabel('')).toBe('Ação não informada');
    expect(actionLabel('add_to_cart')).toBe('Adicionou ao carrinho');
  });
});

describe('readCustomerEvent', () => {
  it('reads a stored event', () => {
    const read = readCustomerEvent('demo', 'evt-1', {
      customerId: 'cli-ana',
      action: 'view_item',
      ProductCode: 1011,
      createdAt: new Date('2026-11-20T12:00:00.000Z'),
      device: { bot: '', brand: 'Apple', type: 'smartphone' },
      about: { ip: '1.2.3.4', ipCity: 'Recife', ipRegion: 'PE' },
    });
    expect(read).toMatchObject({
      key: 'demo/evt-1',
      project: 'demo',
      customerId: 'cli-ana',
      productCode: '1011',
      createdAt: Date.parse('2026-11-20T12:00:00.000Z'),
      device: { brand: 'Apple', type: 'smartphone' },
      about: { ipCity: 'Recife', ipRegion: 'PE' },
    });
  });

  it('turns missing or odd values into empty ones', () => {
    const read = readCustomerEvent('demo', 'x', {
      customerId: { nested: true },
      device: 'iPhone',
      about: null,
      createdAt: 'ontem',
    });
    expect(read).toMatchObject({
      customerId: '',
      action: '',
      createdAt: null,
      device: { bot: '', brand: '', type: '' },
      about: { ip: '', ipCity: '', ipRegion: '' },
    });
    expect(readCustomerEvent('demo', 'y', null).createdAt).toBeNull();
    expect(
      readCustomerEvent('demo', 'z', { createdAt: { __date: '2026-01-02T00:00:00Z' } }).createdAt,
    ).toBe(Date.parse('2026-01-02T00:00:00Z'));
  });
});

describe('eventLocation and productUrl', () => {
  it('splits the page from its utm parameters', () => {
    expect(
      eventLocation('https://loja.com.br/produto/1011?utm_source=google&x=1&utm_campaign=bf#top'),
    ).toEqual({
      page: 'https://loja.com.br/produto/1011',
      utm: [
        { name: 'utm_source', value: 'google' },
        { name: 'utm_campaign', value: 'bf' },
      ],
    });
    expect(eventLocation('')).toBeNull();
    expect(eventLocation('/produto/1')).toEqual({ page: '/produto/1', utm: [] });
  });

  it('builds the storefront link only with a domain and a code', () => {
    expect(productUrl('www.loja.com.br', '1011')).toBe('https://www.loja.com.br/1011');
    expect(productUrl('www.loja.com.br', 'A B/1')).toBe('https://www.loja.com.br/A%20B%2F1');
    expect(productUrl('', '1011')).toBeNull();
    expect(productUrl('www.loja.com.br', '')).toBeNull();
  });
});

describe('simulatedEvent', () => {
  it('writes a spec-shaped event from the pool', () => {
    const data = simulatedEvent(
      'demo',
      'sim-1',
      new Date(0),
      {
        customerIds: ['cli-ana'],
        productCodes: ['1011'],
      },
      () => 0.5,
    );
    expect(CUSTOMER_EVENT_ACTIONS).toContain(data.action);
    const read = readCustomerEvent('demo', 'sim-1', data);
    expect(read.createdAt).toBe(0);
    expect(read.location).toMatch(/^https:\/\/.+utm_source=/);
    expect(read.customerId).toBe('cli-ana');
  });

  it('needs no customers or products', () => {
    const data = simulatedEvent(
      'outlet',
      'sim-2',
      new Date(),
      { customerIds: [], productCodes: [] },
      () => 0.2,
    );
    expect(data.customerId).toBe('');
    expect(data.ProductCode).toBe('');
  });
});
