import { z } from 'zod';
// Every rule without a key of its own reads as an i18n key, and no schema compiles code
// (zod-config.ts). Every module that defines schemas takes `z` from here or from zod-mini.ts, so
// that configuration is in place before the first of them, whichever chunk they end up in.
import './zod-config.ts';

export { z };
