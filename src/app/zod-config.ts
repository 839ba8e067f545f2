import { z } from 'zod/mini';

// The content security policy allows no eval (docs/server.md, Security headers): zod's just-in-time parsers would
// probe `new Function` and the browser would report a violation. Interpreted parsing is fast enough for API answers.
// The setting is zod's core's, so it holds for the full API (the viewers' schemas) and for zod/mini alike.
z.config({ jitless: true });
