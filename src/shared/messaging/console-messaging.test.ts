import { describe, expect, it } from 'vitest';
import {
  campaignReportPath,
  campaignSendPath,
  googleAuthUrl,
  isValidEmail,
  loadedTemplateCount,
  parseCampaignReport,
  parseSegmentCustomers,
  segmentCustomersPath,
} from './console-messaging';
import { campaignSendKey, pendingSendSlot, sendOutcomeUnknown } from './send-key';

describe('console API paths', () => {
  it('encode each id as one path segment', () => {
    expect(segmentCustomersPath('clientes-rs')).toBe('/api/console/customers/segments/clientes-rs');
    expect(segmentCustomersPath('a/b ç')).toBe('/api/console/customers/segments/a%2Fb%20%C3%A7');
    expect(campaignReportPath('bf/1')).toBe('/api/console/campaign-email/bf%2F1/report');
    expect(campaignSendPath('email', 'bf')).toBe('/api/console/campaign-email/bf/send');
    expect(campaignSendPath('whatsapp', 'c 1')).toBe('/api/console/campaign-whatsapp/c%201/send');
  });

  it('builds the Google connect link on the API base URL, none without one', () => {
    expect(googleAuthUrl('https://api.loja.com.br/')).toBe(
      'https://api.loja.com.br/api/console/auth/google',
    );
    expect(googleAuthUrl('http://127.0.0.1:5858')).toBe(
      'http://127.0.0.1:5858/api/console/auth/google',
    );
    expect(googleAuthUrl('  ')).toBeNull();
  });
});

describe('parseSegmentCustomers', () => {
  it('reads {data: [...]} and a bare list, keeping e-mail and phone', () => {
    const data = [
      { email: ' ana@x.com ', phoneNumber: '+5511987654321', extra: 1 },
      { email: 'bia@x.com', phoneNumber: null },
      { email: 'caio@x.com', phoneNumber: 5511912345678 },
    ];
    const expected = [
      { email: 'ana@x.com', phoneNumber: '+5511987654321' },
      { email: 'bia@x.com', phoneNumber: '' },
      { email: 'caio@x.com', phoneNumber: '5511912345678' },
    ];
    expect(parseSegmentCustomers({ ok: true, data })).toEqual(expected);
    expect(parseSegmentCustomers(data)).toEqual(expected);
  });

  it('drops entries with neither e-mail nor phone; an empty segment is an empty list', () => {
    expect(parseSegmentCustomers({ data: [{ email: '', phoneNumber: null }, {}] })).toEqual([]);
    expect(parseSegmentCustomers({ data: [] })).toEqual([]);
  });

  it('refuses other shapes (null, not a list, entries not objects)', () => {
    expect(parseSegmentCustomers(null)).toBeNull();
    expect(parseSegmentCustomers({ data: 'x' })).toBeNull();
    expect(parseSegmentCustomers({ ok: true })).toBeNull();
    expect(parseSegmentCustomers({ data: ['ana@x.com'] })).toBeNull();
  });
});

describe('parseCampaignReport', () => {
  const report = {
    delivered: 20,
    bounce: 2,
    dropped: 1,
    open: 9,
    open_rate: 45,
    click: 3,
    click_rate: 15,
    processed_emails: ['a@x.com', 'b@x.com'],
    dropped_emails: ['a@x.com'],
    bounced_emails: [],
    delivered_emails: ['b@x.com'],
    opened_emails: [{ email: 'b@x.com' }],
    clicked_emails: null,
  };

  it('reads the 7 metrics and 6 lists inside {data}', () => {
    const parsed = parseCampaignReport({ ok: true, data: report });
    expect(parsed?.metrics).toEqual({
      delivered: 20,
      bounce: 2,
      dropped: 1,
      open: 9,
      open_rate: 45,
      click: 3,
      click_rate: 15,
    });
    expect(parsed?.lists.processed_emails).toEqual(['a@x.com', 'b@x.com']);
    expect(parsed?.lists.opened_emails).toEqual(['b@x.com']);
    expect(parsed?.lists.clicked_emails).toEqual([]);
  });

  it('reads numbers sent as text, and a missing metric as null (never 0)', () => {
    const parsed = parseCampaignReport({ delivered: '20', open_rate: '12,5', click: 'n/a' });
    expect(parsed?.metrics.delivered).toBe(20);
    expect(parsed?.metrics.open_rate).toBe(12.5);
    expect(parsed?.metrics.click).toBeNull();
    expect(parsed?.metrics.bounce).toBeNull();
    expect(parsed?.lists.delivered_emails).toEqual([]);
  });

  it('refuses an answer without any metric, or not an object', () => {
    expect(parseCampaignReport({ data: {} })).toBeNull();
    expect(parseCampaignReport({ data: { processed_emails: ['a@x.com'] } })).toBeNull();
    expect(parseCampaignReport('ok')).toBeNull();
    expect(parseCampaignReport(null)).toBeNull();
    expect(parseCampaignReport({ data: { delivered: 1, opened_emails: 'a@x.com' } })).toBeNull();
  });
});

describe('loadedTemplateCount', () => {
  it('reads loaded, else the templates listed, else null', () => {
    expect(loadedTemplateCount({ data: { loaded: 4, templates: [] } })).toBe(4);
    expect(loadedTemplateCount({ data: { templates: [{}, {}] } })).toBe(2);
    expect(loadedTemplateCount({ ok: true })).toBeNull();
    expect(loadedTemplateCount(null)).toBeNull();
    expect(loadedTemplateCount({ data: { loaded: -1 } })).toBeNull();
  });
});

describe('isValidEmail', () => {
  it('accepts a plain address and refuses the rest', () => {
    expect(isValidEmail('ana.souza@exemplo.com.br')).toBe(true);
    expect(isValidEmail(' ana@x.com ')).toBe(true);
    for (const bad of ['', 'ana', 'ana@', '@x.com', 'ana@x', 'a b@x.com', 'ana@@x.com'])
      expect(isValidEmail(bad)).toBe(false);
  });
});

describe('campaign send keys', () => {
  const at = new Date('2026-11-20T12:00:00.000Z');

  it('is one key per campaign and confirmation, in printable ASCII', () => {
    const key = campaignSendKey('email', 'demo', 'black friday/ç', at);
    expect(key).toBe('campaign-email:demo:black%20friday%2F%C3%A7:2026-11-20T12:00:00.000Z');
    expect(key).toMatch(/^[\x21-\x7e]+$/);
    expect(campaignSendKey('email', 'demo', 'black friday/ç', at)).toBe(key);
    expect(campaignSendKey('whatsapp', 'demo', 'black friday/ç', at)).not.toBe(key);
    expect(campaignSendKey('email', 'demo', 'black friday/ç', new Date(at.getTime() + 1))).not.toBe(
      key,
    );
  });

  it('keeps one slot per campaign and kind', () => {
    expect(pendingSendSlot('email', 'demo', 'bf')).not.toBe(
      pendingSendSlot('whatsapp', 'demo', 'bf'),
    );
    expect(pendingSendSlot('email', 'demo', 'bf')).not.toBe(
      pendingSendSlot('email', 'outlet', 'bf'),
    );
  });

  it('treats no answer, timeouts, 5xx and conflicts as unknown; other 4xx as refusals', () => {
    for (const status of [0, 408, 409, 429, 500, 502, 504])
      expect(sendOutcomeUnknown(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 422]) expect(sendOutcomeUnknown(status)).toBe(false);
  });
});
