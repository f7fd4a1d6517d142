#!/usr/bin/env node
// Validates a CII invoice against both rule sets a French Factur-X must pass: EN 16931, then the
// French rules BR-FR (README.md). `npm run validate:facturx -- --pdf invoice.pdf`. Usage:
//   node tools/validators/validate.mjs invoice.xml        each failed rule, exit 1 when one is fatal
//   node tools/validators/validate.mjs --pdf invoice.pdf  the embedded factur-x.xml (poppler's pdfdetach)
import { runCli } from './validate-cii.mjs';

runCli(['en16931', 'br-fr'], process.argv.slice(2));
