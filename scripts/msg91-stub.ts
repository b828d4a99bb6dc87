/**
 * `npm run msg91:stub [-- --port 4010]`: a local stand-in for MSG91 (SMS Flow API and WhatsApp template
 * API) for trying the real transports on one machine (docs/operations.md, "Messages"): start it, then the
 * shop with `MSG91_BASE_URL=http://127.0.0.1:4010` and `SMS_PROVIDER=msg91` and/or
 * `WHATSAPP_PROVIDER=msg91` (with any auth key and template names). Each request is printed as its API,
 * the template and the number of recipients, never the parameters; it answers success, listens on
 * 127.0.0.1 only and keeps nothing.
 */
import { startMsg91Stub } from '../server/test/msg91-stub.ts';

const at = process.argv.indexOf('--port');
const port = at >= 0 ? Number(process.argv[at + 1]) : 4010;
const stub = await startMsg91Stub(port);
console.log(`MSG91 stub on ${stub.url} (Ctrl-C stops it)`);
let seen = 0;
setInterval(() => {
  for (const r of stub.requests.slice(seen)) {
    const body = (r.body ?? {}) as {
      template_id?: string;
      recipients?: unknown[];
      payload?: { template?: { name?: string; to_and_components?: unknown[] } };
    };
    const template = body.payload?.template;
    console.log(
      template
        ? `whatsapp  template ${template.name} to ${template.to_and_components?.length ?? 0} recipient(s)`
        : `sms       flow template ${body.template_id} to ${body.recipients?.length ?? 0} recipient(s)`,
    );
  }
  seen = stub.requests.length;
}, 500);
