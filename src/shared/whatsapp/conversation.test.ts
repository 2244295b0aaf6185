import { describe, expect, it } from 'vitest';
import {
  conversationCustomerId,
  formatConversationPhone,
  ordersLink,
  parseCustomerId,
} from './conversation';

describe('formatConversationPhone', () => {
  it('reads WhatsApp ids (international digits, no +) as Brazilian numbers', () => {
    expect(formatConversationPhone('5511987654321')).toBe('(11) 98765-4321');
    expect(formatConversationPhone('555133334444')).toBe('(51) 3333-4444');
  });
  it('formats national and +55 forms the same way', () => {
    expect(formatConversationPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatConversationPhone('+5511987654321')).toBe('(11) 98765-4321');
  });
  it('shows foreign numbers internationally and keeps what is no phone', () => {
    expect(formatConversationPhone('351912345678')).toBe('+351 912 345 678');
    expect(formatConversationPhone('conversa-teste')).toBe('conversa-teste');
  });
});

describe('parseCustomerId', () => {
  it('trims, and refuses empty ids and ids with a slash', () => {
    expect(parseCustomerId('  cli-ana ')).toEqual({ ok: true, id: 'cli-ana' });
    expect(parseCustomerId('  ')).toEqual({ ok: false, problem: 'empty' });
    expect(parseCustomerId('a/b')).toEqual({ ok: false, problem: 'slash' });
  });
});

describe('ordersLink and conversationCustomerId', () => {
  it('links to the orders of the customer in the project, encoded', () => {
    expect(ordersLink('demo', 'cli-ana')).toBe('/console/orders?project=demo&customerId=cli-ana');
    expect(ordersLink('demo', 'a&b c')).toBe('/console/orders?project=demo&customerId=a%26b+c');
  });
  it('reads only a non-empty string customerId', () => {
    expect(conversationCustomerId({ customerId: ' cli-ana ' })).toBe('cli-ana');
    expect(conversationCustomerId({ customerId: '' })).toBeNull();
    expect(conversationCustomerId({ customerId: 42 })).toBeNull();
    expect(conversationCustomerId(null)).toBeNull();
  });
});
