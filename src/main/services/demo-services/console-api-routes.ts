import { z } from 'zod';
import { companyForProductCode } from '../../../shared/products/company-lookup';
import type { SeedData } from '../../../shared/data/seed';
import { segmentMembers } from '../../../shared/messaging/segment-members';
import { demoSuggestion } from './ai-suggestion';
import { badRequest, ok } from './answers';
import { fakeProduct, hashWith, hexId, intBetween, phoneFor } from './deterministic';
import type { RouteDef } from './route-def';
import type { RouteContext, SandboxMethod } from './types';
import { WHATSAPP_TEMPLATES_ROUTE, demoWhatsappTemplates } from './whatsapp-templates';

/** Console API routes of spec 01 §7 and spec 02 §7. */

export const BUNNY_LIBRARY_ID = '424242';

const api = (
  id: string,
  method: SandboxMethod,
  path: string,
  handle: RouteDef['handle'],
  extra: Pick<RouteDef, 'requiredQuery' | 'body'> = {},
): RouteDef => ({ id, service: 'api', method, path, handle, ...extra });

const nonEmpty = z.string().trim().min(1);

const queueBody = z.object({ urls: z.array(nonEmpty) });
const aiResponseBody = z.object({
  project: nonEmpty,
  product_data: z.record(z.string(), z.unknown()),
  product_schema: z.record(z.string(), z.unknown()),
  messages: z.array(
    z
      .object({
        role: z.enum(['system', 'user', 'assistant', 'function', 'tool']),
        content: z.unknown(),
      })
      .loose(),
  ),
});
const aiToolsBody = z.object({
  name: nonEmpty,
  // OpenAI sends function_call arguments as a JSON string; an object is accepted too.
  arguments: z.union([z.string(), z.record(z.string(), z.unknown())]),
});
const permissionsBody = z.object({ id: nonEmpty, isPublic: z.boolean() });
const fileBody = z.object({
  file: z.union([nonEmpty, z.object({ name: nonEmpty }).loose()]),
  filePath: nonEmpty,
  isPublic: z.boolean(),
});
const videoUrlBody = z.object({ id: nonEmpty });
const emailTemplateBody = z.object({ templateId: nonEmpty }).loose();
const giftBody = z.record(z.string(), z.unknown());

function baseName(path: string): string {
  return path.split('/').filter(Boolean).pop() ?? path;
}

function fileAnswer(ctx: RouteContext, kind: 'attaches' | 'images') {
  const body = fileBody.parse(ctx.body);
  const filename = typeof body.file === 'string' ? baseName(body.file) : body.file.name;
  const isImage = kind === 'images';
  const path = body.filePath.replace(/^\/+/, '');
  return {
    status: 200,
    body: {
      ok: true,
      file: {
        id: hexId(`${kind}:${path}`, 20),
        url: `${ctx.assets}/storage/${path.split('/').map(encodeURIComponent).join('/')}`,
        filename,
        filePath: path,
        width: isImage ? intBetween(path, 'width', 4, 16) * 100 : null,
        height: isImage ? intBetween(path, 'height', 4, 16) * 100 : null,
        isPublic: body.isPublic,
      },
    },
  };
}

/** The segment's members in the demo data when it is one of its segments, else made up. */
function customersFor(segment: string, seed?: SeedData) {
  const members = seed ? segmentMembers(seed, segment) : null;
  if (members) return members;
  const count = intBetween(segment, 'segment-size', 3, 12);
  return Array.from({ length: count }, (_, index) => ({
    email: `cliente${index + 1}.${segment.toLowerCase().replace(/[^a-z0-9]+/g, '-')}@example.com`,
    phoneNumber: phoneFor(`${segment}:${index}`),
  }));
}

const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;

/** The 7 metrics and 6 lists of spec 02 §3, consistent with each other (rates in percent). */
export function campaignReport(campaignId: string) {
  const processed = intBetween(campaignId, 'processed', 8, 40);
  const emails = Array.from(
    { length: processed },
    (_, index) => `contato${index + 1}.${hashWith(campaignId, 'c') % 1000}@example.com`,
  );
  const dropped = intBetween(campaignId, 'dropped', 0, 2);
  const bounce = intBetween(campaignId, 'bounce', 0, 3);
  const droppedEmails = emails.slice(0, dropped);
  const bouncedEmails = emails.slice(dropped, dropped + bounce);
  const deliveredEmails = emails.slice(dropped + bounce);
  const openedEmails = deliveredEmails.slice(
    0,
    Math.floor(deliveredEmails.length * (intBetween(campaignId, 'open', 20, 70) / 100)),
  );
  const clickedEmails = openedEmails.slice(
    0,
    Math.floor(openedEmails.length * (intBetween(campaignId, 'click', 10, 60) / 100)),
  );
  return {
    campaignId,
    delivered: deliveredEmails.length,
    bounce,
    dropped,
    open: openedEmails.length,
    open_rate: percent(openedEmails.length, deliveredEmails.length),
    click: clickedEmails.length,
    click_rate: percent(clickedEmails.length, deliveredEmails.length),
    processed_emails: emails,
    dropped_emails: droppedEmails,
    bounced_emails: bouncedEmails,
    delivered_emails: deliveredEmails,
    opened_emails: openedEmails,
    clicked_emails: clickedEmails,
  };
}

function aiTool(name: string, args: Record<string, unknown>, ctx: RouteContext) {
  if (name === 'get_product') {
    const code =
      typeof args.code === 'string' || typeof args.code === 'number' ? String(args.code) : '';
    if (code === '') return { error: 'get_product needs a code' };
    return { data: fakeProduct(code, companyForProductCode(code), ctx.assets) };
  }
  if (name === 'get_segment') {
    const segment = typeof args.segment === 'string' ? args.segment : '';
    if (segment === '') return { error: 'get_segment needs a segment' };
    return { data: customersFor(segment, ctx.seed) };
  }
  return { error: `Unknown tool: ${name}` };
}

export const consoleApiRoutes: RouteDef[] = [
  api(
    'api.queue.tasks',
    'POST',
    '/api/console/queue/tasks',
    (ctx) => {
      const { urls } = queueBody.parse(ctx.body);
      return ok({
        queued: urls.length,
        tasks: urls.map((url) => ({ id: hexId(url, 16), url })),
      });
    },
    { body: queueBody },
  ),
  api(
    'api.products.ai.response',
    'POST',
    '/api/console/products/ai/response',
    (ctx) => {
      const body = aiResponseBody.parse(ctx.body);
      const lastUser = [...body.messages].reverse().find((message) => message.role === 'user');
      const asked = typeof lastUser?.content === 'string' ? lastUser.content : '';
      return {
        status: 200,
        body: {
          ok: true,
          messages: {
            role: 'assistant',
            content: demoSuggestion(body.product_data, body.product_schema, asked),
            function_call: null,
            refusal: null,
          },
        },
      };
    },
    { requiredQuery: ['project'], body: aiResponseBody },
  ),
  api(
    'api.products.ai.tools',
    'POST',
    '/api/console/products/ai/tools',
    (ctx) => {
      const body = aiToolsBody.parse(ctx.body);
      let args: unknown = body.arguments;
      if (typeof args === 'string') {
        try {
          args = JSON.parse(args);
        } catch {
          return badRequest('arguments must be a JSON object');
        }
      }
      if (typeof args !== 'object' || args === null || Array.isArray(args)) {
        return badRequest('arguments must be a JSON object');
      }
      return { status: 200, body: aiTool(body.name, args as Record<string, unknown>, ctx) };
    },
    { requiredQuery: ['project'], body: aiToolsBody },
  ),
  api(
    'api.products.get',
    'GET',
    '/api/console/products/:id',
    (ctx) => {
      const code = ctx.params.id;
      return ok({ id: code, ...fakeProduct(code, companyForProductCode(code), ctx.assets) });
    },
    { requiredQuery: ['project'] },
  ),
  api(
    'api.files.permissions',
    'POST',
    '/api/console/files/permissions',
    (ctx) => {
      const body = permissionsBody.parse(ctx.body);
      return { status: 200, body: { ok: true, file: { id: body.id, isPublic: body.isPublic } } };
    },
    { body: permissionsBody },
  ),
  api(
    'api.files.attaches',
    'POST',
    '/api/console/files/attaches',
    (ctx) => fileAnswer(ctx, 'attaches'),
    {
      body: fileBody,
    },
  ),
  api('api.files.images', 'POST', '/api/console/files/images', (ctx) => fileAnswer(ctx, 'images'), {
    body: fileBody,
  }),
  api(
    'api.files.bunny.uploadVideoUrl',
    'POST',
    '/api/console/files/cdn/bunny/upload-video-url',
    (ctx) => {
      const { id } = videoUrlBody.parse(ctx.body);
      const videoId = hexId(`video:${id}`, 32);
      return ok({
        id,
        videoId,
        libraryId: BUNNY_LIBRARY_ID,
        uploadUrl: `${ctx.assets}/bunny-upload/${videoId}`,
        authorizationSignature: hexId(`signature:${id}`, 64),
        authorizationExpire: 1_900_000_000,
      });
    },
    { body: videoUrlBody },
  ),
  api('api.file.video', 'GET', '/api/file/video/:id', (ctx) => {
    const videoId = hexId(`video:${ctx.params.id}`, 32);
    return {
      status: 200,
      body: {
        id: ctx.params.id,
        // 3 = Finished (spec 01 §3): the normal end state; script the body for other codes.
        cdn: { bunny: { id: videoId, status: 3 } },
        iframeUrl: `${ctx.assets}/player/${videoId}`,
        thumbnailUrl: `${ctx.assets}/images/${videoId}.png`,
      },
    };
  }),
  api('api.segments.get', 'GET', '/api/console/customers/segments/:segment', (ctx) => ({
    status: 200,
    body: { ok: true, data: customersFor(ctx.params.segment, ctx.seed) },
  })),
  api('api.campaignEmail.report', 'GET', '/api/console/campaign-email/:campaignId/report', (ctx) =>
    ok(campaignReport(ctx.params.campaignId)),
  ),
  api('api.campaignEmail.send', 'GET', '/api/console/campaign-email/:id/send', (ctx) =>
    ok({ id: ctx.params.id, queued: campaignReport(ctx.params.id).processed_emails.length }),
  ),
  api('api.campaignWhatsapp.send', 'GET', '/api/console/campaign-whatsapp/:id/send', (ctx) =>
    ok({ id: ctx.params.id, queued: intBetween(ctx.params.id, 'wa-queued', 3, 40) }),
  ),
  api(
    'api.products.gift.generate',
    'POST',
    '/api/console/products/gift/generate',
    () => ok({ cleared: 12, rulesProcessed: 3, giftsCreated: 7 }),
    { body: giftBody },
  ),
  api(
    'api.emailTemplate.test',
    'POST',
    '/api/console/email-template',
    (ctx) => {
      const body = emailTemplateBody.parse(ctx.body);
      const to =
        typeof body.email === 'string' && body.email !== '' ? body.email : 'operador@example.com';
      return ok({
        templateId: body.templateId,
        sentTo: to,
        messageId: hexId(`mail:${body.templateId}`, 24),
      });
    },
    { body: emailTemplateBody },
  ),
  api(
    WHATSAPP_TEMPLATES_ROUTE,
    'POST',
    '/api/console/whatsapp-template/load-from-api',
    (ctx) => {
      const templates = demoWhatsappTemplates(ctx.assets);
      return ok({ loaded: templates.length, templates });
    },
    // The project whose templates the API writes (whatsappTemplateWrites).
    { requiredQuery: ['project'], body: 'any-json' },
  ),
  api('api.auth.google', 'GET', '/api/console/auth/google', (ctx) => {
    const consent = `${ctx.assets}/google-consent`;
    return { status: 302, headers: { location: consent }, body: { ok: true, redirect: consent } };
  }),
];
