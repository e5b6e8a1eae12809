import { z } from 'zod';
// Every rule without a key of its own reads as an i18n key (zod-config.ts).
import './zod-config.ts';

// zod compiles object parsers with `new Function` when it may, and finds out by trying once, when
// the first object schema is defined; the page's Content-Security-Policy (no 'unsafe-eval')
// refuses that and reports a violation on every load. The portal's schemas are small: parse
// without compiled code, and never try. Every module that defines schemas takes `z` from here, so
// this and the message keys of zod-config.ts are set before the first of them, whichever chunk
// they end up in.
z.config({ jitless: true });

export { z };
