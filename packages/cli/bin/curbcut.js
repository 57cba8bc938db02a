#!/usr/bin/env node
// The published binary runs the built entry; `npm run build` (tsup) writes dist/main.js.
import '../dist/main.js';
