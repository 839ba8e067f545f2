import { z } from 'zod';

// The content security policy allows no eval (docs/server.md, Security headers): zod's just-in-time parsers would
// probe `new Function` and the browser would report a violation. Interpreted parsing is fast enough for API answers.
z.config({ jitless: true });
